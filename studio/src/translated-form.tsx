/**
 * Field titles and group tabs in the Studio's language. Sanity 6 translates
 * its own strings but not a schema's: a field's title is a plain string (only
 * a group may carry an i18n key, and Sanity keeps its language menu off for
 * that reason). So the form's field and input components look each English
 * title up in the catalogs (`field.<title>`, `group.<title>`, src/messages),
 * and leave it in English where the Studio's language has none.
 */
import { isObjectInputProps, useTranslation, type FieldProps, type InputProps } from 'sanity';

import { VITRINE_NAMESPACE } from './messages';

export const fieldTitleKey = (title: string) => `field.${title}`;
export const groupTitleKey = (title: string) => `group.${title}`;

export function TranslatedField(props: FieldProps) {
  const { t } = useTranslation(VITRINE_NAMESPACE);
  if (!props.title) return props.renderDefault(props);
  return props.renderDefault({
    ...props,
    title: t(fieldTitleKey(props.title), { defaultValue: props.title }),
  } as FieldProps);
}

export function TranslatedGroups(props: InputProps) {
  const { t } = useTranslation(VITRINE_NAMESPACE);
  if (!isObjectInputProps(props) || props.groups.length === 0) return props.renderDefault(props);
  const groups = props.groups.map((group) =>
    group.title ? { ...group, title: t(groupTitleKey(group.title), { defaultValue: group.title }) } : group,
  );
  return props.renderDefault({ ...props, groups });
}
