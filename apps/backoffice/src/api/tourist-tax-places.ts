import { staffTouristTaxList, touristTaxStaffPaths } from '@sunward/contracts/staff-tourist-tax';
import { queryOptions } from '@tanstack/react-query';
import { staffRequest } from './client';

export const touristTaxKey = ['staff', 'tourist-tax'] as const;

/** Every role: each tourist tax place with the version of its rule in force today. */
export const touristTaxPlacesQuery = () =>
  queryOptions({
    queryKey: [...touristTaxKey, 'places'],
    queryFn: ({ signal }) =>
      staffRequest(touristTaxStaffPaths.places, { schema: staffTouristTaxList, signal }),
  });
