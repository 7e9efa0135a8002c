import { FormProvider, useForm, useFormState, type DefaultValues, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useRef, type FocusEvent, type ReactNode } from 'react';
import { chakra, Field, languageAtom, readNumber, writeNumber, type CallDefinition, type CallRequest, type Language } from '@puente/shared';
import { contractResolver, type ContractResolverOptions } from './resolver';

export interface ContractFormOptions<TValues extends FieldValues> extends Omit<ContractResolverOptions<TValues>, 'language'> {
  defaultValues: DefaultValues<TValues>;
  /**
   * Fields holding numbers as the reader types them ("1.000" and "50.000,00" in Portuguese): read in
   * the reader's language's format before the call's schema sees them (`readNumber`). Their inputs
   * take `numberInput` (below), which shows the number back in that format.
   */
  numbers?: ReadonlyArray<Path<TValues>>;
}

/** The form's values with each number field read in the reader's format ("1.000" → "1000" in Portuguese); text that is no number stays, for the schema to refuse. */
function withNumbersRead<TValues extends FieldValues>(values: TValues, numbers: ReadonlyArray<Path<TValues>>, language: Language): TValues {
  const read: Record<string, unknown> = { ...values };
  for (const name of numbers) {
    const typed = read[name];
    const n = typeof typed === 'string' ? readNumber(typed, language) : null;
    if (n !== null) read[name] = String(n);
  }
  return read as TValues;
}

/**
 * A form checked by the schema its call is checked with by the API: every failure shows at its
 * field at once on submit, in the reader's language, and again as the reader corrects it.
 */
export function useContractForm<TValues extends FieldValues, C extends CallDefinition>(
  call: C,
  options: ContractFormOptions<TValues>,
): UseFormReturn<TValues, unknown, CallRequest<C>> {
  const language = useAtomValue(languageAtom);
  const { toRequest, fieldOf, extra, numbers } = options;
  const resolver = useMemo(() => {
    if (!numbers?.length) return contractResolver<TValues, CallRequest<C>>(call.request, { language, toRequest, fieldOf, extra });
    // The body and the form's own checks see the numbers as read.
    const read = (values: TValues) => withNumbersRead(values, numbers, language);
    return contractResolver<TValues, CallRequest<C>>(call.request, {
      language,
      toRequest: (values) => (toRequest ? toRequest(read(values)) : read(values)),
      fieldOf,
      extra: extra && ((values) => extra(read(values))),
    });
  }, [call, language, toRequest, fieldOf, extra, numbers]);
  // ContractForm brings the first refused field into view itself, clear of the sticky header.
  return useForm<TValues, unknown, CallRequest<C>>({ defaultValues: options.defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false });
}

/**
 * An input's props for a number field (see `numbers`): the reader's keyboard for numbers, and on
 * leaving the field the number shown back in the reader's format ("1000" → "1.000" in Portuguese),
 * so what will be sent is what the reader sees.
 */
export function useNumberInput<TValues extends FieldValues, TRequest>(form: UseFormReturn<TValues, unknown, TRequest>) {
  const language = useAtomValue(languageAtom);
  return useCallback(
    <N extends Path<TValues>>(name: N, decimals = 3) => {
      const registered = form.register(name);
      return {
        ...registered,
        type: 'text',
        inputMode: 'decimal' as const,
        onBlur: (event: FocusEvent<HTMLInputElement>) => {
          const n = readNumber(event.target.value, language);
          if (n !== null && Math.abs(n) < 1e15) form.setValue(name, writeNumber(n, language, decimals) as PathValue<TValues, N>, { shouldDirty: true });
          return registered.onBlur(event);
        },
      };
    },
    [form, language],
  );
}

/**
 * Sets a field the form does not register itself (a picker, an uploader, a text in several
 * languages) and, once the form was submitted, checks the whole form again: its errors follow the
 * reader's corrections, those of a nested field (`name.root`, `name.english`) too, which checking
 * the one field would drop.
 */
export function useSetField<TValues extends FieldValues, TRequest>(form: UseFormReturn<TValues, unknown, TRequest>) {
  // Read while rendering, so that the form renders again once it is submitted.
  const submitted = form.formState.isSubmitted;
  return useCallback(
    <N extends Path<TValues>>(name: N, value: PathValue<TValues, N>) => {
      form.setValue(name, value, { shouldDirty: true });
      if (submitted) void form.trigger();
    },
    [form, submitted],
  );
}

/** The form element: no browser bubbles (`noValidate`), the checked body handed to `onValid`. */
export function ContractForm<TValues extends FieldValues, TRequest>({
  form,
  onValid,
  children,
  testId,
  ...rest
}: {
  form: UseFormReturn<TValues, unknown, TRequest>;
  onValid: (body: TRequest) => unknown;
  children: ReactNode;
  testId?: string;
  /** Lets a button outside the form (a dialog's footer) submit it with `form={id}`, refusals shown the same way. */
  id?: string;
  'aria-label'?: string;
}) {
  const ref = useRef<HTMLFormElement>(null);
  return (
    <FormProvider {...form}>
      <chakra.form ref={ref} noValidate onSubmit={form.handleSubmit(onValid, () => showFirstError(ref.current))} data-testid={testId} display="contents" {...rest}>
        {children}
      </chakra.form>
    </FormProvider>
  );
}

/**
 * Once the page shows the refusals: focuses the first refused field's control and scrolls it to the
 * middle of the screen (a field scrolled to the top would sit under the sticky header).
 */
function showFirstError(form: HTMLFormElement | null) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const message = form?.querySelector<HTMLElement>('[data-field-error]') ?? document.querySelector<HTMLElement>('[data-field-error]');
      if (!message) return;
      const field = message.closest<HTMLElement>('[data-scope="field"]') ?? message.parentElement ?? message;
      const controls = [...field.querySelectorAll<HTMLElement>('input:not([type="hidden"]), select, textarea, button')];
      controls.find((control) => control.getClientRects().length > 0)?.focus({ preventScroll: true });
      if (typeof field.scrollIntoView === 'function') field.scrollIntoView({ block: 'center' });
    }),
  );
}

function errorAt(errors: Record<string, unknown>, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const found = node as { message?: unknown } | undefined;
  return typeof found?.message === 'string' ? found.message : undefined;
}

/** The message of a field of the surrounding ContractForm, once a check refused it. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return errorAt(errors as Record<string, unknown>, name);
}

/** A labelled field that shows its error from the surrounding ContractForm. */
export function FormField({
  name,
  label,
  children,
  required,
  helper,
  testId,
}: {
  name: string;
  label: ReactNode;
  children: ReactNode;
  required?: boolean;
  helper?: ReactNode;
  testId?: string;
}) {
  const error = useFieldError(name);
  return (
    <Field.Root invalid={Boolean(error)} required={required} data-testid={testId}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helper && !error ? <Field.HelperText>{helper}</Field.HelperText> : null}
      {error ? <Field.ErrorText data-field-error={name}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** A field's error alone, for inputs laid out by hand (a picker, a list of checkboxes). */
export function FieldError({ name }: { name: string }) {
  const error = useFieldError(name);
  return error ? (
    <chakra.p color="fg.error" fontSize="sm" role="alert" data-field-error={name}>
      {error}
    </chakra.p>
  ) : null;
}
