/** A product's multipart body: the fields (empty ones left out), `images` once per picture, the removed pictures' ids. */
export function productFormData(
  fields: Record<string, string | number | boolean | undefined>,
  images: File[],
  removed: number[] = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== '') form.append(key, String(value));
  for (const file of images) form.append('images', file);
  if (removed.length) form.append('remove_image_ids', removed.join(','));
  return form;
}
