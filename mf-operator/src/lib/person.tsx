import { Stack, Text, useFormatters, type calls } from '@puente/shared';

type Person = calls.operator.OperatorPerson;

/** A person beside a decision: name and id, phone, company and country. */
export function PersonText({ person, compact }: { person: Person; compact?: boolean }) {
  const f = useFormatters();
  const place = [person.company, f.country(person.country)].filter(Boolean).join(' · ');
  if (compact)
    return (
      <Stack gap="0">
        <Text>{person.nickname || `#${person.id}`}</Text>
        <Text fontSize="xs" color="fg.muted">
          #{person.id} · {person.phone}
        </Text>
      </Stack>
    );
  return (
    <Stack gap="0" data-testid="person">
      <Text fontWeight="medium">
        {person.nickname || `#${person.id}`}{' '}
        <Text as="span" color="fg.muted">
          #{person.id}
        </Text>
      </Text>
      <Text fontSize="sm">{person.phone}</Text>
      {place ? (
        <Text fontSize="sm" color="fg.muted">
          {place}
        </Text>
      ) : null}
    </Stack>
  );
}
