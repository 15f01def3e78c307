import { productSwatchSvg } from '@app/domain/catalog/product-swatch';
import { useMemo } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { fieldBinder } from '../../../lib/form-fields.ts';
import { type ProductFormValues, previewTexture } from './product-form.ts';

type Props = { form: UseFormReturn<ProductFormValues>; patterns: readonly string[] };

const PATTERN_LABELS: Record<string, string> = {
  solid: 'Solid',
  tile: 'Tiles',
  plank: 'Planks',
  marble: 'Marble veins',
  stone: 'Stacked stone',
  mosaic: 'Mosaic',
  turf: 'Turf',
  metal: 'Metal fixture',
  fixture: 'Fixture',
};

/**
 * The live preview: the same drawing as the product's swatches on the storefront (domain product-swatch.ts),
 * redrawn as the vendor types; a value the schema would refuse is drawn with its default meanwhile.
 */
function TexturePreview({ form }: Pick<Props, 'form'>) {
  const [name, texture] = useWatch({ control: form.control, name: ['name', 'texture'] });
  const drawn = previewTexture(texture);
  const key = JSON.stringify(drawn);
  // The drawing is a pure function of the name and the texture: redrawn only when one of them changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `drawn`'s content.
  const src = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(productSwatchSvg(name || 'Preview', drawn, 0))}`,
    [name, key],
  );
  return (
    <figure className="space-y-2">
      <img
        src={src}
        alt={`Preview of the texture: ${PATTERN_LABELS[drawn.pattern] ?? drawn.pattern}, ${drawn.base_color}`}
        data-testid="texture-preview"
        data-texture={key}
        className="aspect-square w-full max-w-64 rounded-md border border-slate-200 bg-slate-50 object-cover"
      />
      <figcaption className="text-xs text-slate-500">
        As the 3-D room and the product’s swatch draw it.
      </figcaption>
    </figure>
  );
}

/** The texture the 3-D room draws the product with (texture.ts): pattern, colours, tile size, grout, sheen. */
export function TextureFields({ form, patterns }: Props) {
  const field = fieldBinder(form);
  const patternOptions = patterns.map((p) => ({ value: p, label: PATTERN_LABELS[p] ?? p }));
  return (
    // The fields pair up (colours, width and height) on phones too: one column made the texture a page long.
    <fieldset className="grid gap-6 md:grid-cols-[1fr_16rem]">
      <legend className="mb-2 text-base font-semibold text-slate-900">Texture in the 3-D room</legend>
      <div className="grid grid-cols-2 gap-3">
        <SelectField label="Pattern" options={patternOptions} required {...field('texture.pattern')} />
        <TextField label="Base colour" type="color" className="p-1" {...field('texture.base_color')} />
        <TextField label="Accent colour" type="color" className="p-1" {...field('texture.accent_color')} />
        <TextField label="Grout colour" type="color" className="p-1" {...field('texture.grout_color')} />
        <TextField label="Tile width (in)" inputMode="decimal" {...field('texture.tile_width_in')} />
        <TextField label="Tile height (in)" inputMode="decimal" {...field('texture.tile_height_in')} />
        <TextField label="Grout width (in)" inputMode="decimal" {...field('texture.grout_width_in')} />
        <TextField
          label="Roughness"
          inputMode="decimal"
          hint="0 is glossy, 1 is matte"
          {...field('texture.roughness')}
        />
      </div>
      <TexturePreview form={form} />
    </fieldset>
  );
}
