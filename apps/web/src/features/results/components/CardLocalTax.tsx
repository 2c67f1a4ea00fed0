import type { Itinerary, ItineraryHotel } from '@sunward/contracts/search';
import { useQuery } from '@tanstack/react-query';
import { touristTaxEstimateQuery } from '../../../shared/api/tourist-tax-estimate';
import { formatLocalMoney } from '../../../shared/lib/local-tax';
import { formatWholePounds } from '../../../shared/lib/money';

/**
 * The 'Total + Local Taxes' price of a result: the package total plus the tourist tax the hotel
 * will ask for this party's stay (estimated by the server), and that tax in its own currency.
 */
export function CardLocalTax({
  itinerary,
  hotel,
}: {
  itinerary: Itinerary;
  hotel: ItineraryHotel;
}) {
  const pkg = hotel.package;
  const estimate = useQuery(
    touristTaxEstimateQuery({
      hotel_id: hotel.ivector_property_id,
      check_in: pkg.checkIn,
      check_out: pkg.checkOut,
      adults: Math.max(1, itinerary.num_adults),
      child_ages: [
        ...itinerary.child_ages,
        ...Array.from({ length: itinerary.num_infants }, () => 0),
      ],
      rooms: Math.max(1, itinerary.rooms.length),
      accommodation_pence: pkg.hotelPence,
    }),
  );
  if (estimate.isPending) {
    return <p className="text-xs text-slate-600">Adding local taxes...</p>;
  }
  if (estimate.isError) {
    return <p className="text-xs text-slate-600">Local taxes could not be estimated</p>;
  }
  const tax = estimate.data;
  const payable = tax.confirmed && tax.collectedAtHotel && tax.amount > 0;
  if (!tax.confirmed) {
    // No source confirms the rate: no total claims to include it.
    return (
      <div data-testid="card-local-tax" className="text-sm">
        <p className="font-bold text-brand-900">
          {formatWholePounds(pkg.totalPence)} excl. local taxes
        </p>
        <p className="text-xs text-slate-600">Local tax rate not confirmed</p>
      </div>
    );
  }
  return (
    <div data-testid="card-local-tax" className="text-sm">
      <p className="font-bold text-brand-900">
        {formatWholePounds(pkg.totalPence + (payable ? tax.amountPence : 0))} incl. local taxes
      </p>
      <p className="text-xs text-slate-600">
        {payable
          ? `about ${formatLocalMoney(tax.amount, tax.currency)} payable at the hotel`
          : tax.collectedAtHotel
            ? 'No tourist tax at the hotel'
            : 'Local tax included in the price'}
      </p>
    </div>
  );
}
