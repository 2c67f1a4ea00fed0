import {
  staffTouristTaxPlaceDetail,
  touristTaxStaffPaths,
} from '@sunward/contracts/staff-tourist-tax';
import { queryOptions } from '@tanstack/react-query';
import { staffRequest } from './client';
import { touristTaxKey } from './tourist-tax-places';

/** Every role: one tourist tax place with every version of its rule, newest first. */
export const touristTaxPlaceQuery = (place: string) =>
  queryOptions({
    queryKey: [...touristTaxKey, 'place', place],
    queryFn: ({ signal }) =>
      staffRequest(touristTaxStaffPaths.place(encodeURIComponent(place)), {
        schema: staffTouristTaxPlaceDetail,
        signal,
      }),
  });
