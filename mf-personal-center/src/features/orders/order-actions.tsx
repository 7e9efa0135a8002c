import {
  Button,
  isPhoneAtom,
  Sheet,
  HStack,
  Input,
  Link,
  Modal,
  orderStage,
  Stack,
  stageName,
  Text,
  Textarea,
  useApiMutation,
  useOrderWords,
  type CallDefinition,
  type CallRequest,
  type OrderNode,
  type TradeTerm,
} from '@puente/shared';
import { ContractForm, FieldError, FormField, Uploader, useContractForm, useSetField } from '@puente/shared/forms';
import { useAtomValue } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bodyFor, offersFor, type ActionField, type ActionOffer } from './order-logic';
import { OrderTerms, type OrderTermsSource } from './order-terms';

/** What a step's dialog holds: each field as typed (pictures as their URLs in JSON). */
type ActionValues = Record<string, string>;
type ActionForm = ReturnType<typeof useContractForm<ActionValues, CallDefinition>>;

function FieldInput({ field, form }: { field: ActionField; form: ActionForm }) {
  const { t } = useTranslation('personal');
  const set = useSetField(form);
  const label = t(`orders.field.${field.label ?? field.name}`);
  if (field.kind === 'images') {
    const value = form.watch(field.name);
    const onChange = (urls: string[]) => set(field.name, urls.length ? JSON.stringify(urls) : '');
    return (
      <FormField name={field.name} label={label} required={field.required}>
        <Uploader value={value ? (JSON.parse(value) as string[]) : []} onChange={onChange} max={6} testId={`field-${field.name}`} />
      </FormField>
    );
  }
  return (
    <FormField name={field.name} label={label} required={field.required}>
      {field.kind === 'textarea' ? (
        <Textarea rows={3} {...form.register(field.name)} />
      ) : (
        <Input type={field.kind === 'date' ? 'date' : 'text'} inputMode={field.kind === 'number' ? 'decimal' : undefined} {...form.register(field.name)} />
      )}
    </FormField>
  );
}

/**
 * The dialog of one action: its fields, checked by the step's own request schema (every error at
 * its field at once, naming its limit), then the call (which makes the order, the lists and the
 * balance stale: the contract's INVALIDATES).
 */
function ActionDialog({
  orderId,
  offer,
  terms,
  onClose,
}: {
  orderId: number;
  offer: Exclude<ActionOffer, { kind: 'cashier' }>;
  /** The seller's terms, shown when the buyer is asked to accept them. */
  terms?: OrderTermsSource | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('personal');
  const phone = useAtomValue(isPhoneAtom);
  const action = useApiMutation<CallDefinition>(offer.call, { success: t('orders.done') });
  // The after-sales review sends the note with the answer of the button pressed.
  const accept = useRef(false);
  const { fields, kind } = offer;
  const toRequest = useCallback(
    (values: ActionValues) => ({ ...bodyFor(orderId, fields, values), ...(kind === 'review' ? { accept: accept.current } : {}) }),
    [orderId, fields, kind],
  );
  // A failure of a body field the dialog does not show (the order's id) shows above the fields.
  const fieldOf = useCallback(
    (path: string) => {
      const head = path.split('.')[0] ?? '';
      return fields.some((f) => f.name === head) ? head : 'root';
    },
    [fields],
  );
  const [defaultValues] = useState<ActionValues>(() => Object.fromEntries(fields.map((f) => [f.name, f.defaultValue ?? ''])));
  const form = useContractForm<ActionValues, CallDefinition>(offer.call, { defaultValues, toRequest, fieldOf });

  async function send(body: CallRequest<CallDefinition>) {
    if (await action.run(body)) onClose();
  }
  const submit = form.handleSubmit(send);
  const answer = (yes: boolean) => {
    accept.current = yes;
    void submit();
  };

  const footer =
    offer.kind === 'review' ? (
      <>
        <Button variant="outline" colorPalette="red" loading={action.busy} onClick={() => answer(false)} data-testid="review-reject">
          {t('orders.reject')}
        </Button>
        <Button colorPalette="brand" loading={action.busy} onClick={() => answer(true)} data-testid="review-accept">
          {t('orders.accept')}
        </Button>
      </>
    ) : (
      <>
        <Button variant="ghost" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button colorPalette={offer.danger ? 'red' : 'brand'} loading={action.busy} onClick={() => void submit()} data-testid="action-submit">
          {t(`orders.action.${offer.action}`)}
        </Button>
      </>
    );

  const title = t(`orders.action.${offer.action}`);
  const body = (
    <ContractForm form={form} onValid={send}>
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          {t(`orders.hint.${offer.action}`)}
        </Text>
        {offer.action === 'confirmConfiguration' && terms ? <OrderTerms order={terms} /> : null}
        <FieldError name="root" />
        {fields.map((field) => (
          <FieldInput key={field.name} field={field} form={form} />
        ))}
      </Stack>
    </ContractForm>
  );
  // On a phone each step's form rises from the bottom, its buttons under the fields.
  if (phone)
    return (
      <Sheet open onClose={onClose} title={title} side="bottom" size="90vh" closeLabel={t('common.close')} footer={footer} testId="action-dialog">
        <Stack gap="4" p="4">
          {body}
        </Stack>
      </Sheet>
    );
  return (
    <Modal open onClose={onClose} title={title} closeLabel={t('common.close')} footer={footer} testId="action-dialog">
      {body}
    </Modal>
  );
}

/** The terms of an order that carries its amounts and configuration. */
function termsOf(order: Partial<OrderTermsSource> & { tradeTerm: TradeTerm }): OrderTermsSource | undefined {
  const { total, deposit, balance, configuration, estimate } = order;
  return total && deposit && balance && configuration !== undefined ? { tradeTerm: order.tradeTerm, total, deposit, balance, configuration, estimate } : undefined;
}

/**
 * Exactly the actions the API says the caller may take now; without any, who has the next step and
 * what it is. With the order's amounts and configuration, confirming the configuration shows them.
 */
export function OrderActions({
  order,
}: {
  order: { id: number; tradeTerm: TradeTerm; node: OrderNode; status: number; role: string; actions: string[] } & Partial<OrderTermsSource>;
}) {
  const { t } = useTranslation('personal');
  const words = useOrderWords();
  const [open, setOpen] = useState<string | null>(null);
  const offers = offersFor(order);
  const current = offers.find((o) => o.action === open && o.kind !== 'cashier') as Exclude<ActionOffer, { kind: 'cashier' }> | undefined;
  if (!offers.length) {
    const stage = orderStage(order);
    return (
      <Text color="fg.muted" data-testid="no-actions" data-stage={stage.step?.action ?? stage.kind}>
        {stage.step === null ? t(`orders.line.${stage.kind}`) : t('orders.line.next', { party: t(`orders.party.${stage.step.role}`), stage: words.stage[stageName(stage)] })}
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
      {current ? <ActionDialog key={current.action} orderId={order.id} offer={current} terms={termsOf(order)} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
