import { api, Button, Field, HStack, Input, Link, Modal, Stack, Text, Textarea, type TradeTerm } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Uploader } from '../lib/uploader';
import { useSubmit } from '../lib/use-submit';
import { bodyFor, offersFor, type ActionField, type ActionOffer } from './order-logic';

function FieldInput({ field, value, onChange, invalid }: { field: ActionField; value: string; onChange: (value: string) => void; invalid: boolean }) {
  const { t } = useTranslation('personal');
  return (
    <Field.Root required={field.required} invalid={invalid}>
      <Field.Label>{t(`orders.field.${field.name}`)}</Field.Label>
      {field.kind === 'images' ? (
        <Uploader value={value ? (JSON.parse(value) as string[]) : []} onChange={(urls) => onChange(urls.length ? JSON.stringify(urls) : '')} max={6} testId={`field-${field.name}`} />
      ) : field.kind === 'textarea' ? (
        <Textarea name={field.name} value={value} onChange={(e) => onChange(e.target.value)} rows={3} />
      ) : (
        <Input name={field.name} type={field.kind === 'number' ? 'number' : field.kind === 'date' ? 'date' : 'text'} value={value} onChange={(e) => onChange(e.target.value)} step={field.kind === 'number' ? 'any' : undefined} />
      )}
      {invalid ? <Field.ErrorText>{t('common.required')}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/** The dialog of one action: its fields, then the call. */
function ActionDialog({ orderId, offer, onClose, onDone }: { orderId: number; offer: Exclude<ActionOffer, { kind: 'cashier' }>; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('personal');
  const { busy, run } = useSubmit();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(offer.fields.map((f) => [f.name, f.defaultValue ?? ''])));
  const [tried, setTried] = useState(false);
  const missing = offer.fields.filter((f) => f.required && !(values[f.name] ?? '').trim());

  async function submit(extra: Record<string, unknown> = {}) {
    setTried(true);
    if (missing.length) return;
    const body = { ...bodyFor(orderId, offer.fields, values), ...extra };
    const done = await run(() => api.call(offer.call as never, body as never), t('orders.done'));
    if (done) onDone();
  }

  const footer =
    offer.kind === 'review' ? (
      <>
        <Button variant="outline" colorPalette="red" loading={busy} onClick={() => void submit({ accept: false })} data-testid="review-reject">
          {t('orders.reject')}
        </Button>
        <Button colorPalette="brand" loading={busy} onClick={() => void submit({ accept: true })} data-testid="review-accept">
          {t('orders.accept')}
        </Button>
      </>
    ) : (
      <>
        <Button variant="ghost" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button colorPalette={offer.danger ? 'red' : 'brand'} loading={busy} onClick={() => void submit()} data-testid="action-submit">
          {t(`orders.action.${offer.action}`)}
        </Button>
      </>
    );

  return (
    <Modal open onClose={onClose} title={t(`orders.action.${offer.action}`)} closeLabel={t('common.close')} footer={footer} testId="action-dialog">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t(`orders.hint.${offer.action}`)}
        </Text>
        {offer.fields.map((field) => (
          <FieldInput key={field.name} field={field} value={values[field.name] ?? ''} onChange={(v) => setValues((all) => ({ ...all, [field.name]: v }))} invalid={tried && missing.includes(field)} />
        ))}
      </Stack>
    </Modal>
  );
}

/** Exactly the actions the API says the caller may take now. */
export function OrderActions({ order, onChanged }: { order: { id: number; tradeTerm: TradeTerm; actions: string[] }; onChanged: () => void }) {
  const { t } = useTranslation('personal');
  const [open, setOpen] = useState<string | null>(null);
  const offers = offersFor(order);
  const current = offers.find((o) => o.action === open && o.kind !== 'cashier') as Exclude<ActionOffer, { kind: 'cashier' }> | undefined;
  if (!offers.length) {
    return (
      <Text color="fg.muted" data-testid="no-actions">
        {t('orders.waiting')}
      </Text>
    );
  }
  return (
    <>
      <HStack gap="3" flexWrap="wrap" data-testid="order-actions">
        {offers.map((offer) =>
          offer.kind === 'cashier' ? (
            <Button key={offer.action} asChild colorPalette="brand" data-testid={`action-${offer.action}`}>
              <Link to={offer.href}>{t(`orders.action.${offer.action}`)}</Link>
            </Button>
          ) : (
            <Button
              key={offer.action}
              colorPalette={offer.kind === 'form' && offer.danger ? 'red' : 'brand'}
              variant={offer.kind === 'form' && (offer.danger || offer.action === 'enterLogistics' || offer.action === 'requestAfterSales') ? 'outline' : 'solid'}
              onClick={() => setOpen(offer.action)}
              data-testid={`action-${offer.action}`}
            >
              {t(`orders.action.${offer.action}`)}
            </Button>
          ),
        )}
      </HStack>
      {current ? (
        <ActionDialog
          key={current.action}
          orderId={order.id}
          offer={current}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}
