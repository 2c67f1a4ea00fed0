import { useParams, useSearchParams } from 'react-router';
import { failedPaymentTexts } from './texts';

/** What the banner shows: a message, and a code when one came. */
export interface BannerFailure {
  message: string;
  code: string | null;
}

/**
 * /payment/failed/{uuid?}?uuid=&error=&errorCode= (docs/spec/2-checkout-payment.md §2): the itinerary uuid from the path,
 * else the query; the failure from `error` (default per §8) and `errorCode`.
 */
export function useFailedPaymentParams(): { uuid: string | null; failure: BannerFailure } {
  const params = useParams();
  const [search] = useSearchParams();
  const uuid = (params.uuid ?? search.get('uuid') ?? '').trim();
  const message = (search.get('error') ?? '').trim();
  const code = (search.get('errorCode') ?? '').trim();
  return {
    uuid: uuid || null,
    failure: { message: message || failedPaymentTexts.defaultMessage, code: code || null },
  };
}
