import {
  type NewTouristTaxVersionRequest,
  staffTouristTaxPlaceDetail,
  touristTaxStaffPaths,
} from '@sunward/contracts/staff-tourist-tax';
import { staffRequest } from './client';

/**
 * Supervisors and admins: a new dated version of a place's tourist tax rule, with its source. The
 * earlier versions stay as they were; the answer is the place with every version.
 */
export const addTouristTaxVersion = (place: string, body: NewTouristTaxVersionRequest) =>
  staffRequest(touristTaxStaffPaths.versions(encodeURIComponent(place)), {
    method: 'POST',
    body,
    schema: staffTouristTaxPlaceDetail,
  });
