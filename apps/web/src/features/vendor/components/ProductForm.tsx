import { PRODUCT_LIMITS } from '@app/domain/catalog/vendor-product';
import type { VendorCatalogOptions, VendorProduct } from '@app/domain/catalog/vendor-products-contract';
import { toNestErrors } from '@hookform/resolvers';
import { useEffect, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/Button.tsx';
import { FormAlert } from '../../../components/ui/FormAlert.tsx';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextAreaField } from '../../../components/ui/TextAreaField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveVendorProduct } from '../api/vendor-products.ts';
import { ProductSizes } from './ProductSizes.tsx';
import {
  checkProduct,
  emptyProduct,
  formPathOf,
  newSize,
  type ProductFormValues,
  productValues,
} from './product-form.ts';
import { SampleFields } from './SampleFields.tsx';
import { TextureFields } from './TextureFields.tsx';

/** The domain's schema as the form's resolver: the same rules, messages and fields as the server's. */
const resolver: Resolver<ProductFormValues> = async (values, _context, options) => {
  const { errors } = checkProduct(values);
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  const flat = Object.fromEntries(
    Object.entries(errors).map(([path, message]) => [path, { type: 'schema', message }]),
  );
  return { values: {}, errors: toNestErrors(flat, options) };
};

const section = 'space-y-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

type Props = {
  /** The saved product to edit; none for a new one. */
  product?: VendorProduct;
  options: VendorCatalogOptions;
  onSaved: (product: VendorProduct) => void;
};

/**
 * The vendor's product form (issue 12): name and description, category, brand (only the vendor's own),
 * colours, finish, style tags, the texture with its live preview, the sizes and the sample offered. Checked by the domain schema
 * before it is sent; the server's refusals show next to their fields, a size's too (`sizes.1.box_sqft`).
 */
export function ProductForm({ product, options, onSaved }: Props) {
  const form = useForm<ProductFormValues>({
    resolver,
    defaultValues: product ? productValues(product) : emptyProduct(options),
  });
  const field = fieldBinder(form);
  const save = useSaveVendorProduct();
  const [formError, setFormError] = useState<string | null>(null);
  const categoryId = useWatch({ control: form.control, name: 'category_id' });
  const category = options.categories.find((c) => String(c.id) === categoryId);
  // New size rows not yet filled in follow the category's unit and unit of measure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of category resets them.
  useEffect(() => {
    if (!category) return;
    const fresh = newSize(category);
    form.getValues('sizes').forEach((s, i) => {
      if (s.id != null || s.price || s.box_sqft) return;
      form.setValue(`sizes.${i}.unit`, fresh.unit);
      form.setValue(`sizes.${i}.uom`, fresh.uom);
    });
  }, [category?.id]);
  const categoryOptions = options.categories.map((c) => ({
    value: String(c.id),
    label: `${c.name} — ${c.path}`,
  }));
  // A product already under a brand the admin hid since keeps it on the form (the server allows it).
  const brands =
    product && !options.brands.some((b) => b.id === product.brand.id)
      ? [...options.brands, product.brand]
      : options.brands;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const reply = await save.mutateAsync({ id: product?.id, body: checkProduct(values).body });
      // A new product opens on its own page once saved (VendorProductPage): the toast goes there with it.
      notify.success(reply.message ?? 'Your product is saved.', { nextPage: !product });
      form.reset(productValues(reply.data));
      onSaved(reply.data);
    } catch (error) {
      if (!isApiError(error) || error.status !== 422) return;
      const entries = Object.entries(error.fieldErrors);
      for (const [i, [path, messages]] of entries.entries()) {
        const message = messages.join(', ');
        form.setError(formPathOf(path) as never, { type: 'server', message }, { shouldFocus: i === 0 });
      }
      if (entries.length === 0) setFormError(error.message);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={product ? 'Edit product' : 'New product'}
      className="space-y-6"
    >
      {formError && <FormAlert>{formError}</FormAlert>}
      <section aria-labelledby="product-details-title" className={section}>
        <h2 id="product-details-title" className="text-lg font-semibold text-slate-900">
          Details
        </h2>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Name"
            required
            maxLength={PRODUCT_LIMITS.name}
            containerClassName="md:col-span-2"
            {...field('name')}
          />
          <TextAreaField
            label="Description"
            required
            rows={4}
            maxLength={PRODUCT_LIMITS.description}
            containerClassName="md:col-span-2"
            {...field('description')}
          />
          <SelectField
            label="Category"
            placeholder="Select a category"
            options={categoryOptions}
            required
            hint={category ? `Sold by ${category.unit}${category.uom ? ` (${category.uom})` : ''}` : null}
            {...field('category_id')}
          />
          <SelectField
            label="Brand"
            placeholder={brands.length ? 'Select a brand' : 'You have no brand to list under'}
            options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
            required
            {...field('brand_id')}
          />
          <TextField
            label="Colours"
            required
            hint="Separate colours with commas: White, Gold"
            {...field('colors')}
          />
          <TextField
            label="Finish"
            maxLength={PRODUCT_LIMITS.finish}
            placeholder="Polished"
            {...field('finish')}
          />
          <fieldset className="md:col-span-2">
            <legend className="mb-2 text-sm font-medium text-slate-800">Style tags (up to 5)</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {options.styles.map((style) => (
                <label key={style} className="flex items-center gap-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    value={style}
                    className="size-4 accent-brand-600"
                    {...form.register('style_tags')}
                  />
                  {style}
                </label>
              ))}
            </div>
            {form.formState.errors.style_tags && (
              <p role="alert" className="mt-1 text-sm text-red-600">
                {form.formState.errors.style_tags.message}
              </p>
            )}
          </fieldset>
        </div>
      </section>
      <section className={section}>
        <TextureFields form={form} patterns={options.patterns} />
      </section>
      <section className={section}>
        <ProductSizes form={form} units={options.units} category={category} />
      </section>
      <section className={section}>
        <SampleFields form={form} />
      </section>
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={save.isPending}>
          {product ? 'Save changes' : 'Add product'}
        </Button>
      </div>
    </form>
  );
}
