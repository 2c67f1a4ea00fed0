import { useNavigate } from 'react-router';
import { useSaveForLater } from '../api/save-for-later';
import { useCheckout } from '../../../shared/stores/checkout';
import { useSavedCheckout } from '../../../shared/stores/saved-checkout';
import { useSession } from '../../../shared/stores/session';
import { toast } from '../../../shared/stores/toasts';

export const SAVED_TOAST = 'Your booking has been saved. You can complete it later by logging in.';
export const SAVE_FAILED = 'We could not save your booking. Please try again.';

/**
 * Save for later: a signed-in customer finds the checkout in their account (and goes there); a
 * guest is told to sign in later and goes home, this browser keeping the checkout's key so that
 * the next sign-in adds it to the account while its hold lasts.
 */
export function SaveForLater({ uuid, className = '' }: { uuid: string; className?: string }) {
  const navigate = useNavigate();
  const save = useSaveForLater();
  const signedIn = useSession((s) => s.token !== null);

  const onSave = async () => {
    try {
      const answer = await save.mutateAsync(uuid);
      if (signedIn && answer.in_account) {
        void navigate('/account');
        return;
      }
      const checkoutKey = useCheckout.getState().prebook?.prebook_id;
      if (checkoutKey)
        useSavedCheckout.getState().keep({ uuid, checkoutKey, expiresAt: answer.expires_at });
      toast(SAVED_TOAST, { type: 'success' });
      void navigate('/');
    } catch {
      toast(SAVE_FAILED, { type: 'error' });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onSave()}
      disabled={save.isPending}
      className={`min-h-11 w-full rounded-lg px-4 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50 disabled:opacity-60 ${className}`}
    >
      {save.isPending ? 'Saving...' : 'Save for later'}
    </button>
  );
}
