import { AUDIT_STATUS, calls, href, Stack, Text, useApiMutation, useNavigate, type CallRequest, type SellerGoods } from '@puente/shared';
import { ContractForm } from '@puente/shared/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributesSection, CategorySection, DescriptionSection, TradeSection, useGoodsForm } from './goods-sections';
import { FormFooter } from './form-footer';

/**
 * The goods: category, description, trade and attributes; saving sends them to review, or, where
 * the marketplace passes review at once, puts them on sale, and the form says which.
 */
export function GoodsForm({ goods, reviewedAtOnce }: { goods: SellerGoods | null; reviewedAtOnce: boolean }) {
  const { t } = useTranslation('personal');
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);
  const state = useGoodsForm(goods);
  const { form, failed } = state;
  const saveGoods = useApiMutation(calls.saveGoods, { success: (reply) => t(reply.data.auditStatus === AUDIT_STATUS.passed ? 'goods.savedPassed' : 'goods.saved') });

  async function save(body: CallRequest<typeof calls.saveGoods>) {
    if (uploading) return;
    const saved = await saveGoods.run(body);
    if (saved) navigate(href('personalProduct'));
  }

  return (
    <ContractForm form={form} onValid={save} testId="goods-form">
      <Stack gap="6">
        <CategorySection state={state} />
        <DescriptionSection state={state} onUploading={setUploading} />
        <TradeSection state={state} />
        <AttributesSection state={state} />
        <FormFooter
          cancelTo={href('personalProduct')}
          busy={saveGoods.busy}
          uploading={uploading}
          submitLabel={t(reviewedAtOnce ? (goods ? 'goods.saveChangesNow' : 'goods.publishNow') : goods ? 'goods.saveChanges' : 'goods.submitForReview')}
          submitTestId="goods-submit"
          reviewNote={reviewedAtOnce ? 'instant' : 'review'}
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
