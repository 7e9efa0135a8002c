import { Link, Text, type CallReply, type calls } from '@puente/shared';

type Segment = CallReply<typeof calls.trade.messageDetails>['data']['content'][number];

/** A message's segments: text as text, links as links to their path and params — never as HTML. */
export function MessageBody({ segments }: { segments: readonly Segment[] }) {
  return (
    <Text as="div">
      {segments.map((segment, index) =>
        segment.type === 'link' && segment.link.startsWith('/') ? (
          <Link key={index} to={`${segment.link}${Object.keys(segment.params).length ? `?${new URLSearchParams(segment.params).toString()}` : ''}`}>
            <Text as="span" color="brand.fg" textDecoration="underline">
              {segment.content}
            </Text>
          </Link>
        ) : (
          <Text as="span" key={index}>
            {segment.content}{' '}
          </Text>
        ),
      )}
    </Text>
  );
}
