import {
  agreementsRequest,
  CHECKOUT_KEY_HEADER,
  agreementsResponse,
  billingPrefillResponse,
  billingRequest,
  billingResponse,
  checkoutParams,
  checkoutView,
  claimSavedRequest,
  claimSavedResponse,
  saveForLaterRequest,
  saveForLaterResponse,
  savedCheckoutsResponse,
  confirmPricesRequest,
  confirmPricesResponse,
  paymentData,
  paymentPlansQuery,
  paymentPlansResponse,
  savePassengerRequest,
  savePassengerResponse,
  selectPlanRequest,
  selectPlanResponse,
  uploadExtrasRequest,
  uploadExtrasResponse,
} from '@sunward/contracts/checkout';
import { errorBody } from '@sunward/contracts/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerOf, requireCustomer } from '../../plugins/authentication';
import type { CheckoutAccess, CheckoutService } from './service';

function accessOf(request: FastifyRequest): CheckoutAccess {
  const key = request.headers[CHECKOUT_KEY_HEADER];
  return { customer: request.customer, key: typeof key === 'string' ? key : undefined };
}

const tags = ['checkout'];
const bearer = [{ bearerAuth: [] }];
/** Every checkout call can meet these: bad input, a foreign booking, no hold, an expired hold. */
const errors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  409: errorBody,
  410: errorBody,
  422: errorBody,
};

export const checkoutRoutes: FastifyPluginAsyncZod<{ checkout: CheckoutService }> = async (
  app,
  { checkout },
) => {
  app.get(
    '/checkout/billing-prefill',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The signed-in customer's e-mail, telephone and last billing address",
        response: { 200: billingPrefillResponse, 401: errorBody },
      },
      preHandler: requireCustomer,
    },
    async (request) => checkout.billingPrefill(customerOf(request)),
  );

  app.get(
    '/checkout/plans',
    {
      schema: {
        tags,
        summary: 'Payment plans for the server total, or for a preview total (never charged)',
        querystring: paymentPlansQuery,
        response: { 200: paymentPlansResponse, ...errors },
      },
    },
    async (request) => checkout.plans(request.query.uuid, request.query.total, accessOf(request)),
  );

  app.get(
    '/checkout/:uuid',
    {
      schema: {
        tags,
        summary: 'The checkout of the itinerary’s latest prebook: options, selection and totals',
        params: checkoutParams,
        response: { 200: checkoutView, ...errors },
      },
    },
    async (request) => checkout.view(request.params.uuid, accessOf(request)),
  );

  app.post(
    '/checkout/extras',
    {
      schema: {
        tags,
        summary: 'Commit extras, seats and transfer (replaces the previous selection)',
        body: uploadExtrasRequest,
        response: { 200: uploadExtrasResponse, ...errors },
      },
    },
    async (request) => checkout.uploadExtras(request.body, accessOf(request)),
  );

  app.post(
    '/checkout/passengers',
    {
      schema: {
        tags,
        summary: 'Save one passenger (by index)',
        body: savePassengerRequest,
        response: { 200: savePassengerResponse, ...errors },
      },
    },
    async (request) => checkout.savePassenger(request.body, accessOf(request)),
  );

  app.post(
    '/checkout/billing',
    {
      schema: {
        tags,
        summary: 'Save billing details',
        body: billingRequest,
        response: { 200: billingResponse, ...errors },
      },
    },
    async (request) => checkout.saveBilling(request.body, accessOf(request)),
  );

  app.post(
    '/checkout/billing/confirm',
    {
      schema: {
        tags,
        summary: 'Re-price the held rooms and flight live (409 PRICE_CHANGED when they moved)',
        body: confirmPricesRequest,
        response: { 200: confirmPricesResponse, ...errors },
      },
    },
    async (request) =>
      checkout.confirmPrices(request.body.uuid, request.body.accept_total_pence, accessOf(request)),
  );

  app.post(
    '/checkout/agreements',
    {
      schema: {
        tags,
        summary: 'Accept the terms (and the airline’s, when it requires)',
        body: agreementsRequest,
        response: { 200: agreementsResponse, ...errors },
      },
    },
    async (request) => checkout.acceptAgreements(request.body, accessOf(request)),
  );

  app.post(
    '/checkout/plan',
    {
      schema: {
        tags,
        summary: 'Choose a payment plan (computed from the server total)',
        body: selectPlanRequest,
        response: { 200: selectPlanResponse, ...errors },
      },
    },
    async (request) => checkout.selectPlan(request.body, accessOf(request)),
  );

  app.post(
    '/checkout/save-for-later',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Save for later: keep this checkout (in the account when signed in) while it is held',
        body: saveForLaterRequest,
        response: { 200: saveForLaterResponse, ...errors },
      },
    },
    async (request) => checkout.saveForLater(request.body.uuid, accessOf(request)),
  );

  app.post(
    '/checkout/saved/claim',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Add a checkout this browser saved while signed out to the signed-in account',
        body: claimSavedRequest,
        response: { 200: claimSavedResponse, ...errors },
      },
      preHandler: requireCustomer,
    },
    async (request) =>
      checkout.claimSaved(request.body.uuid, {
        ...accessOf(request),
        customer: customerOf(request),
      }),
  );

  app.get(
    '/checkout/saved',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The signed-in customer's saved checkouts whose holds still last",
        response: { 200: savedCheckoutsResponse, 401: errorBody },
      },
      preHandler: requireCustomer,
    },
    async (request) => checkout.savedCheckouts(customerOf(request)),
  );

  app.get(
    '/checkout/:uuid/payment-data',
    {
      schema: {
        tags,
        summary: 'Card payment fields for the chosen plan’s payment due today',
        params: checkoutParams,
        response: { 200: paymentData, ...errors },
      },
    },
    async (request) => checkout.paymentData(request.params.uuid, accessOf(request)),
  );
};
