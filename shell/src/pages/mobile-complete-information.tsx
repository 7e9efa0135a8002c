import { useNavigate, useSearchParams } from '@puente/shared';
import { CompleteInfoForm } from '../features/auth/complete-info-form';
import { MobilePage, redirectTarget } from './mobile-page';

/** /completeInformation on a phone: the profile step after registration (nickname, role, country); the form carries its own heading. */
export function MobileCompleteInfoPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <MobilePage testId="mobile-complete-page">
      <CompleteInfoForm onDone={() => navigate(redirectTarget(params), { replace: true })} />
    </MobilePage>
  );
}
