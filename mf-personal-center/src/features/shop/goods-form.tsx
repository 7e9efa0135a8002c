import {
  AUDIT_STATUS,
  Box,
  Button,
  calls,
  href,
  HStack,
  missingBuyerLanguages,
  Stack,
  Text,
  useApiMutation,
  useLanguageList,
  useNavigate,
  type BuyerLanguage,
  type CallRequest,
  type SellerGoods,
  type TranslationPlan,
} from '@puente/shared';
import { ContractForm } from '@puente/shared/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributesSection, CategorySection, DescriptionSection, ShippingSection, TradeSection, useGoodsForm } from './goods-sections';
import { FormFooter } from './form-footer';
import type { Draft } from './goods-draft';

type Body = CallRequest<typeof calls.saveGoods>;
type Missing = { name: BuyerLanguage[]; description: BuyerLanguage[] };

/**
 * The buyer languages the form's name and description lack, but for those a translation service
 * will write on save, and a key that changes with them.
 */
export function missingOfDraft(draft: Pick<Draft, 'name' | 'description'>, translated: readonly BuyerLanguage[] = []): Missing & { key: string } {
  const lacking = (text: Draft['name']) => missingBuyerLanguages(text).filter((language) => !translated.includes(language));
  const name = lacking(draft.name);
  const description = lacking(draft.description);
  return { name, description, key: name.length || description.length ? `${name.join(',')}|${description.join(',')}` : '' };
}

/** Before the submit goes through: which buyer languages are missing, and the choice to add them or submit anyway. */
function MissingLanguagesWarning({ missing, onSubmitAnyway, busy }: { missing: Missing; onSubmitAnyway: () => void; busy: boolean }) {
  const { t } = useTranslation('personal');
  const list = useLanguageList();
  return (
    <Box role="alert" borderWidth="1px" borderColor="orange.300" bg="orange.50" borderRadius="md" p="4" data-testid="missing-languages-warning">
      <Stack gap="2">
        <Text fontWeight="semibold">{t('goods.missingTitle')}</Text>
        {missing.name.length ? <Text>{t('goods.missingName', { languages: list(missing.name) })}</Text> : null}
        {missing.description.length ? <Text>{t('goods.missingDescription', { languages: list(missing.description) })}</Text> : null}
        <Text fontSize="sm" color="fg.muted">
          {t('goods.missingHint')}
        </Text>
        <HStack justify="flex-end">
          <Button variant="outline" colorPalette="orange" loading={busy} onClick={onSubmitAnyway} data-testid="goods-submit-anyway">
            {t('goods.submitAnyway')}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/**
 * The goods: category, description, trade, shipping and customs, and attributes; saving sends them to review, or, where
 * the marketplace passes review at once, puts them on sale, and the form says which. A submit
 * with a buyer language missing from the name or description stops once to say which (buyers of
 * it would read the goods in another language); the seller adds them or submits anyway. The
 * languages a translation service will write (`translation`, from isItAllowedPublish) are said to
 * be translated on save instead, and do not stop the submit.
 */
export function GoodsForm({ goods, reviewedAtOnce, translation }: { goods: SellerGoods | null; reviewedAtOnce: boolean; translation?: TranslationPlan | undefined }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const [held, setHeld] = useState<{ key: string; body: Body } | null>(null);
  const state = useGoodsForm(goods, translation);
  const { form, failed, draft } = state;
  const saveGoods = useApiMutation(calls.saveGoods, { success: (reply) => t(reply.data.auditStatus === AUDIT_STATUS.passed ? 'goods.savedPassed' : 'goods.saved') });
  const missing = missingOfDraft(draft, state.translated);

  async function submit(body: Body) {
    const saved = await saveGoods.run(body);
    if (saved) navigate(href('personalProduct'));
  }

  async function save(body: Body) {
    if (uploading) return;
    if (missing.key && held?.key !== missing.key) {
      setHeld({ key: missing.key, body });
      return;
    }
    await submit(body);
  }

  // The warning stands while the languages it names are still missing; adding one asks again.
  const warning = held && held.key === missing.key ? <MissingLanguagesWarning missing={missing} busy={saveGoods.busy} onSubmitAnyway={() => void submit(held.body)} /> : null;

  return (
    <ContractForm form={form} onValid={save} testId="goods-form">
      <Stack gap="6">
        <CategorySection state={state} />
        <DescriptionSection state={state} onUploading={setUploading} />
        <TradeSection state={state} />
        <ShippingSection state={state} />
        <AttributesSection state={state} />
        <FormFooter
          cancelTo={href('personalProduct')}
          busy={saveGoods.busy}
          uploading={uploading}
          submitLabel={t(reviewedAtOnce ? (goods ? 'goods.saveChangesNow' : 'goods.publishNow') : goods ? 'goods.saveChanges' : 'goods.submitForReview')}
          submitTestId="goods-submit"
          reviewNote={reviewedAtOnce ? 'instant' : 'review'}
          warning={warning}
          before={
            Object.keys(failed).length ? (
              <Text color="fg.error" role="alert">
                {t('goods.fixProblems')}
              </Text>
            ) : null
          }
        />
      </Stack>
    </ContractForm>
  );
}
