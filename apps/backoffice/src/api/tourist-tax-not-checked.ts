import { staffTouristTaxList, touristTaxStaffPaths } from '@sunward/contracts/staff-tourist-tax';
import { queryOptions } from '@tanstack/react-query';
import { staffRequest } from './client';
import { touristTaxKey } from './tourist-tax-places';

/** Every role: the places whose rule was last checked against its source over 6 months ago. */
export const touristTaxNotCheckedQuery = () =>
  queryOptions({
    queryKey: [...touristTaxKey, 'not-checked'],
    queryFn: ({ signal }) =>
      staffRequest(touristTaxStaffPaths.notChecked, { schema: staffTouristTaxList, signal }),
  });
