import { describe, expect, it } from 'vitest';
import { balanceDueDate, depositAvailable } from './deposits';

describe('deposit availability', () => {
  it('is offered while the balance date (12 weeks before departure) is at least a month away', () => {
    // Departure 2027-03-01: balance due 2026-12-07.
    expect(balanceDueDate('2027-03-01')).toBe('2026-12-07');
    expect(depositAvailable('2027-03-01', '2026-11-07')).toBe(true);
    expect(depositAvailable('2027-03-01', '2026-11-08')).toBe(false);
    // Departing within 12 weeks: pay in full.
    expect(depositAvailable('2027-01-15', '2026-11-25')).toBe(false);
  });
});
