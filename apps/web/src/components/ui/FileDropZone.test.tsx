import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './FileDropZone.tsx';
import { formatBytes } from './file-checks.ts';

const file = (name: string, bytes = 10) =>
  new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' });
const input = () => screen.getByLabelText('Photos') as HTMLInputElement;
const listed = () =>
  Array.from(
    screen.queryByRole('list', { name: 'Chosen files: Photos' })?.querySelectorAll('li') ?? [],
    (li) => li.textContent?.replace(/\s*Remove$/, ''),
  );

describe('FileDropZone', () => {
  it('has a keyboard-reachable Browse button and lists the allowed types', async () => {
    render(
      <FileDropZone label="Photos" accept={['jpg', 'png']} maxBytes={5 * 1024 * 1024} onFiles={() => {}} />,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Browse: Photos' }));
    expect(screen.getByText('JPG, PNG, up to 5 MB')).toBeTruthy();
    expect(input().accept).toBe('.jpg,.png');
  });

  it('adds browsed files, lists them and removes one', async () => {
    const onFiles = vi.fn();
    render(<FileDropZone label="Photos" accept={['jpg', 'png']} multiple onFiles={onFiles} />);
    await userEvent.upload(input(), [file('a.jpg'), file('b.PNG', 2048)]);
    expect(listed()).toEqual(['a.jpg (1 KB)', 'b.PNG (2 KB)']);
    expect(onFiles).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'a.jpg' }),
      expect.objectContaining({ name: 'b.PNG' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.jpg' }));
    expect(listed()).toEqual(['b.PNG (2 KB)']);
    expect(onFiles).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'b.PNG' })]);
  });

  it('refuses a wrong extension or a file too large, with a visible message', async () => {
    const onFiles = vi.fn();
    render(<FileDropZone label="Photos" accept={['jpg']} multiple maxBytes={1024} onFiles={onFiles} />);
    // applyAccept off: the browser's picker filter can be bypassed (drag and drop, "All files").
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input(), [file('notes.pdf'), file('huge.jpg', 4096), file('ok.jpg')]);
    expect(screen.getByRole('alert').textContent).toBe(
      'notes.pdf: only JPG files are allowed.huge.jpg is larger than 1 KB.',
    );
    expect(listed()).toEqual(['ok.jpg (1 KB)']);
    expect(onFiles).toHaveBeenCalledTimes(1);
  });

  it('keeps at most maxFiles', async () => {
    render(<FileDropZone label="Photos" accept={['jpg']} multiple maxFiles={2} onFiles={() => {}} />);
    await userEvent.upload(input(), [file('1.jpg'), file('2.jpg'), file('3.jpg')]);
    expect(listed()).toEqual(['1.jpg (1 KB)', '2.jpg (1 KB)']);
    expect(screen.getByRole('alert').textContent).toBe('You can add up to 2 files.');
  });

  it('replaces the file when only one is allowed', async () => {
    render(<FileDropZone label="Photos" accept={['jpg']} onFiles={() => {}} />);
    await userEvent.upload(input(), file('first.jpg'));
    await userEvent.upload(input(), file('second.jpg'));
    expect(listed()).toEqual(['second.jpg (1 KB)']);
  });

  it('takes dropped files and shows the drag-over state', () => {
    const onFiles = vi.fn();
    render(<FileDropZone label="Photos" accept={['png']} multiple onFiles={onFiles} />);
    const zone = screen.getByText(/Drag and drop files here/).parentElement as HTMLElement;
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(screen.getByText('Drop to add')).toBeTruthy();
    fireEvent.drop(zone, { dataTransfer: { files: [file('plan.png')] } });
    expect(screen.queryByText('Drop to add')).toBeNull();
    expect(listed()).toEqual(['plan.png (1 KB)']);
    expect(onFiles).toHaveBeenCalledWith([expect.objectContaining({ name: 'plan.png' })]);
  });

  it('shows the error it is given', () => {
    render(
      <FileDropZone
        label="Photos"
        accept={['png']}
        onFiles={() => {}}
        error="The photo field is required."
      />,
    );
    expect(screen.getByText('The photo field is required.')).toBeTruthy();
  });

  it('formats sizes', () => {
    expect(formatBytes(10)).toBe('1 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
