import { ApiError, ErrorState, QueryView, type QueryViewProps } from '@puente/shared';
import { useTranslation } from 'react-i18next';

/**
 * The console's QueryView: loading, empty and error as every page shows them, the server's own
 * words on a failure, and for someone who is not an operator the API's "only operators" answer
 * with what to do about it (asking again would fail the same way, so no retry).
 */
export function OperatorView<D>(props: QueryViewProps<D>) {
  const { t } = useTranslation('operator');
  const { state } = props;
  if (state.status === 'error' && state.error instanceof ApiError && state.error.code === 'operator.only')
    return <ErrorState message={state.error.message} hint={t('only.hint')} />;
  return <QueryView errorMessage={(error) => error.message} {...props} />;
}
