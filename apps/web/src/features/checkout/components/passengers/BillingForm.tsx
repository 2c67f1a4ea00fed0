import { zodResolver } from '@hookform/resolvers/zod';
import type { BillingDetails } from '@sunward/contracts/checkout';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError } from '../../../../shared/lib/api-client';
import { describeError } from '../../../../shared/lib/errors';
import { toast } from '../../../../shared/stores/toasts';
import { Alert } from '../../../../shared/ui/Alert';
import { Button, buttonClass } from '../../../../shared/ui/Button';
import { Field } from '../../../../shared/ui/Field';
import { priceChange, useConfirmPrices } from '../../api/confirm-prices';
import { billingPrefillQuery } from '../../api/fetch-billing-prefill';
import { checkoutQueryKey } from '../../api/get-checkout';
import { useSubmitBilling } from '../../api/submit-billing';
import {
  BILLING_FIELDS,
  BILLING_SUBMIT_ERROR,
  billingSchema,
  billingValuesFrom,
  emptyBilling,
  toBillingDetails,
  type BillingFormValues,
} from '../../lib/billing-form';
import { formatPoundsAndPence } from '../../../../shared/lib/money';

export const PREFILL_TOAST = 'Your account details have been loaded into the billing form.';
const TOAST_MS = 3000;

type Problem =
  { kind: 'error'; message: string } | { kind: 'price'; previousTotal: number; total: number };

/**
 * Billing (docs/spec/2-checkout-payment.md §5 'Billing', §7 'Billing submit'): POST /checkout/billing with the customer's
 * id (or null for a guest), then POST /checkout/billing/confirm {uuid} to confirm prices. A price
 * change shows both totals and lets the customer go on at the new one.
 */
export function BillingForm({
  uuid,
  saved,
  userId,
  announcePrefill,
  onComplete,
  onGone,
}: {
  uuid: string;
  /** What the server holds already (a reload). */
  saved: BillingDetails | null;
  /** The signed-in customer, whose details prefill the form; null for a guest. */
  userId: string | null;
  /** False right after signing in here (that toast already said the details were loaded). */
  announcePrefill: boolean;
  /** Billing saved and prices confirmed; `newPrice` when the customer accepted a changed price. */
  onComplete: (newPrice: boolean) => void;
  onGone: () => void;
}) {
  const queryClient = useQueryClient();
  const submitBilling = useSubmitBilling(uuid);
  const confirmPrices = useConfirmPrices(uuid);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [continuing, setContinuing] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
    getValues,
    setValue,
    setError,
  } = useForm<BillingFormValues>({
    resolver: zodResolver(billingSchema),
    mode: 'all',
    defaultValues: saved ? billingValuesFrom(saved) : emptyBilling(),
  });

  // Signed in: the account's details fill the fields still empty, once.
  const prefill = useQuery({ ...billingPrefillQuery(userId), enabled: userId !== null && !saved });
  const prefilled = useRef(false);
  useEffect(() => {
    if (!prefill.data || prefilled.current) return;
    prefilled.current = true;
    const values = prefill.data.billing;
    for (const name of BILLING_FIELDS) {
      if (getValues(name).trim() === '' && values[name].trim() !== '') {
        setValue(name, values[name], { shouldValidate: true, shouldDirty: true });
      }
    }
    if (announcePrefill) toast(PREFILL_TOAST, { type: 'success', duration: TOAST_MS });
  }, [prefill.data, announcePrefill, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await submitBilling.mutateAsync({
        itineraryUuid: uuid,
        userId,
        billing: toBillingDetails(values),
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 410) return onGone();
      if (err instanceof ApiError && err.status === 422) {
        for (const [field, messages] of Object.entries(err.fieldErrors ?? {})) {
          const name = BILLING_FIELDS.find((f) => f === field.replace(/^billing\./, ''));
          const message = messages.at(0);
          if (name && message) setError(name, { type: 'server', message });
        }
      }
      setProblem({ kind: 'error', message: describeError(err, BILLING_SUBMIT_ERROR).message });
      return;
    }
    try {
      await confirmPrices.mutateAsync(undefined);
      onComplete(false);
    } catch (err) {
      if (err instanceof ApiError && err.status === 410) return onGone();
      const change = priceChange(err);
      setProblem(
        change
          ? { kind: 'price', ...change }
          : { kind: 'error', message: describeError(err, BILLING_SUBMIT_ERROR).message },
      );
    }
  });

  // The customer accepts the new price: the checkout (and what hangs off it, such as the plans)
  // is read again at it, then on to terms.
  const continueAtNewPrice = async (total: number) => {
    setContinuing(true);
    try {
      await confirmPrices.mutateAsync(total);
      await queryClient.invalidateQueries({ queryKey: checkoutQueryKey(uuid) });
      setProblem(null);
      onComplete(true);
    } catch (err) {
      if (err instanceof ApiError && err.status === 410) return onGone();
      // It moved again: show the newest price.
      const change = priceChange(err);
      setProblem(
        change
          ? { kind: 'price', ...change }
          : { kind: 'error', message: describeError(err, BILLING_SUBMIT_ERROR).message },
      );
    } finally {
      setContinuing(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Billing details">
      <p className="text-sm text-slate-700">
        We&apos;ll send your booking confirmation and documents to this address.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Email address"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Field
          label="Telephone"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <Field
          label="Address line 1"
          autoComplete="address-line1"
          error={errors.addressLine1?.message}
          {...register('addressLine1')}
        />
        <Field
          label="Address line 2"
          optional
          autoComplete="address-line2"
          error={errors.addressLine2?.message}
          {...register('addressLine2')}
        />
        <Field
          label="Town/City"
          autoComplete="address-level2"
          error={errors.city?.message}
          {...register('city')}
        />
        <Field
          label="Postcode"
          autoComplete="postal-code"
          error={errors.postcode?.message}
          {...register('postcode')}
        />
      </div>
      {problem?.kind === 'error' && (
        <Alert tone="error" title={BILLING_SUBMIT_ERROR}>
          {problem.message}
        </Alert>
      )}
      {problem?.kind === 'price' && (
        <Alert tone="warning" title="The price of your holiday has changed">
          <p>
            The airline or hotel has changed its price since you chose this holiday. It was{' '}
            <strong>{formatPoundsAndPence(problem.previousTotal)}</strong> and is now{' '}
            <strong>{formatPoundsAndPence(problem.total)}</strong>.
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={continuing}
              onClick={() => void continueAtNewPrice(problem.total)}
            >
              Continue at {formatPoundsAndPence(problem.total)}
            </button>
            <Link to="/" className={buttonClass('secondary')}>
              Choose another holiday
            </Link>
          </div>
        </Alert>
      )}
      <Button
        type="submit"
        disabled={!isValid || isSubmitting || continuing}
        className="w-full sm:w-auto"
      >
        {isSubmitting ? 'Submitting...' : 'Continue'}
      </Button>
    </form>
  );
}
