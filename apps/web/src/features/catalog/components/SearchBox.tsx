import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { inputClasses } from '../../../components/ui/field-classes.ts';

/** The showroom's product search; submits the words to the URL (`?q=`). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search>
      <form onSubmit={submit} className="flex gap-2" data-focus-key="search">
        <label htmlFor={id} className="sr-only">
          Search products
        </label>
        <input
          id={id}
          type="search"
          enterKeyHint="search"
          maxLength={100}
          placeholder="Search tiles, faucets, brands…"
          className={inputClasses(false, 'flex-1')}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit">Search</Button>
      </form>
    </search>
  );
}
