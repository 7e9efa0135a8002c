import { Input } from '@puente/shared';
import { FormField } from '@puente/shared/forms';
import type { ComponentProps } from 'react';

/** A text input of the surrounding ContractForm (`input`: what its register gives), with its label and its error. */
export function TextField({
  label,
  input,
  required = false,
  type = 'text',
  maxLength,
  textTransform,
}: {
  label: string;
  input: ComponentProps<typeof Input> & { name: string };
  required?: boolean;
  type?: string;
  maxLength?: number;
  textTransform?: 'uppercase';
}) {
  return (
    <FormField name={input.name} label={label} required={required}>
      <Input type={type} maxLength={maxLength} textTransform={textTransform} {...input} />
    </FormField>
  );
}
