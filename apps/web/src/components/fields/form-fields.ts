import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** `start_time` as a text key names it: `startTime`. */
const textKey = (name: string) => name.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * What a form's fields take from its area's texts (`texts`, e.g. `banners`): `field(name)` gives a
 * field its `control`, `name` and label, `<texts>.fields.<name in camelCase>` unless `label` names
 * another text; `options(values, prefix)` makes each value a choice labelled `<prefix>.<value>`.
 */
export function useFormFields<V extends FieldValues, Ctx, Out>(control: Control<V, Ctx, Out>, texts: string) {
  const { t } = useTranslation();
  return {
    t,
    field: <N extends Path<V>>(name: N, label = `${texts}.fields.${textKey(name)}`) => ({
      control,
      name,
      label: t(label),
    }),
    options: <O extends string | number>(values: readonly O[], prefix: string) =>
      values.map((value) => ({ value, label: t(`${prefix}.${value}`) })),
  };
}
