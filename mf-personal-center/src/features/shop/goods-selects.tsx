import { Field, NativeSelect, SimpleGrid, type CategoryNode } from '@puente/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled select of the goods form, set by hand (its value is no input of the form's own). */
export function Select({
  label,
  value,
  onChange,
  children,
  name,
  required,
  invalid,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
  name: string;
  required?: boolean;
  invalid?: boolean;
}) {
  return (
    <Field.Root required={required} invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The chosen path down the category tree: one select per level. */
export function CategoryPicker({ tree, path, onChange, invalid }: { tree: CategoryNode[]; path: number[]; onChange: (path: number[]) => void; invalid: boolean }) {
  const { t } = useTranslation('personal');
  const levels: CategoryNode[][] = [tree];
  for (const id of path) {
    const node = levels[levels.length - 1]!.find((n) => n.id === id);
    if (!node || !node.childrenTypeList.length) break;
    levels.push(node.childrenTypeList);
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
      {levels.map((options, level) => (
        <Select
          key={level}
          name={`category-${level}`}
          label={t('goods.categoryLevel', { level: level + 1 })}
          value={String(path[level] ?? '')}
          onChange={(v) => onChange([...path.slice(0, level), ...(v ? [Number(v)] : [])])}
          required={level === 0}
          invalid={invalid && level === 0}
        >
          <option value="">{t('common.choose')}</option>
          {options.map((node) => (
            <option key={node.id} value={node.id}>
              {node.title}
            </option>
          ))}
        </Select>
      ))}
    </SimpleGrid>
  );
}
