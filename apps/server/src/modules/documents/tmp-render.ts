import { writeFileSync } from 'node:fs';
import { defaultSiteConfig } from '@sunward/contracts/site';
import { DOCUMENT_KINDS, renderDocument } from './documents';
import { sampleBooking } from './test-booking';
for (const kind of DOCUMENT_KINDS) {
  writeFileSync(
    `/tmp/pdft/${kind}.pdf`,
    await renderDocument(kind, sampleBooking(), defaultSiteConfig),
  );
}
