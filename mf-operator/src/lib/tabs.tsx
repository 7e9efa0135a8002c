import { Button, HStack } from '@puente/shared';

/** A row of tabs (role tablist) that switches what a list shows. */
export function TabBar<T extends string>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
  testId: string;
}) {
  return (
    <HStack gap="2" flexWrap="wrap" role="tablist" aria-label={label} data-testid={testId}>
      {options.map((option) => (
        <Button
          key={option.value}
          size="sm"
          role="tab"
          aria-selected={value === option.value}
          variant={value === option.value ? 'solid' : 'outline'}
          colorPalette="brand"
          onClick={() => onChange(option.value)}
          data-testid={`${testId}-${option.value}`}
        >
          {option.label}
        </Button>
      ))}
    </HStack>
  );
}
