import { errorBody } from '@sunward/contracts/errors';
import {
  newTouristTaxVersionRequest,
  staffTouristTaxList,
  staffTouristTaxPlaceDetail,
  touristTaxPlaceParams,
  touristTaxStaffPaths,
} from '@sunward/contracts/staff-tourist-tax';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TouristTaxService } from '../tourist-tax/service';
import { staffScope } from './guards';
import type { StaffService } from './service';

export interface StaffTouristTaxRoutesOptions {
  staff: StaffService;
  /** The tourist tax rules (the tourist-tax module keeps them, their versions and their audit). */
  touristTax: TouristTaxService;
}

const tags = ['staff'];

/**
 * Tourist tax rates on the desk: every role reads them and the places not checked against their
 * source for 6 months; supervisors and admins add a new dated version of a place's rule, with its
 * source (audited in its own transaction).
 */
export const staffTouristTaxRoutes: FastifyPluginAsyncZod<StaffTouristTaxRoutesOptions> = async (
  app,
  { staff, touristTax },
) => {
  const { requireAllowed, actorOf } = await staffScope(app, staff);
  const refused = { 400: errorBody, 401: errorBody, 403: errorBody };

  app.get(
    touristTaxStaffPaths.places,
    {
      schema: {
        tags,
        summary:
          "Every tourist tax place (each country's own rule and each region's) with the version in force today, its source and last check, and the versions to come",
        response: { 200: staffTouristTaxList, ...refused },
      },
      preHandler: requireAllowed('touristTax.read'),
    },
    async () => touristTax.staffList(),
  );

  app.get(
    touristTaxStaffPaths.notChecked,
    {
      schema: {
        tags,
        summary:
          'The tourist tax places whose rule in force was last checked against its source more than 6 months ago',
        response: { 200: staffTouristTaxList, ...refused },
      },
      preHandler: requireAllowed('touristTax.read'),
    },
    async () => touristTax.notChecked(),
  );

  app.get(
    touristTaxStaffPaths.place(':place'),
    {
      schema: {
        tags,
        summary: 'One tourist tax place with every version of its rule, newest first',
        params: touristTaxPlaceParams,
        response: { 200: staffTouristTaxPlaceDetail, ...refused, 404: errorBody },
      },
      preHandler: requireAllowed('touristTax.read'),
    },
    async (request) => touristTax.placeDetail(request.params.place),
  );

  app.post(
    touristTaxStaffPaths.versions(':place'),
    {
      schema: {
        tags,
        summary:
          "Adds a dated version of a place's tourist tax rule with its source (never changing an earlier one); the page and estimates use it at once (audited)",
        params: touristTaxPlaceParams,
        body: newTouristTaxVersionRequest,
        response: {
          201: staffTouristTaxPlaceDetail,
          ...refused,
          404: errorBody,
          422: errorBody,
        },
      },
      preHandler: requireAllowed('touristTax.edit'),
    },
    async (request, reply) => {
      const detail = await touristTax.addVersion(
        request.params.place,
        request.body,
        actorOf(request),
      );
      return reply.code(201).send(detail);
    },
  );
};
