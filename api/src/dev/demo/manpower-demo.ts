import { UserType } from '@app/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import PDFDocument from 'pdfkit';
import { ApplicationsService } from '../../modules/marketplace/jobs/applications.service';
import { ManpowerProfilesService } from '../../modules/marketplace/manpower/manpower-profiles.service';

/** A one-page resume, generated (nothing binary in the repository), as the chef would upload it. */
export function demoResumePdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: 'Karan Joshi - Resume' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(22).text('Karan Joshi');
    doc.fontSize(12).fillColor('#555').text('Tandoor chef - Surat, Gujarat').moveDown();
    doc.fillColor('#000').fontSize(14).text('Experience').fontSize(11);
    doc.text('2019-2026  Head tandoor chef, Highway Dhaba, Bharuch: kebabs, breads, a team of four.');
    doc
      .text('2016-2019  Commis, Hotel Grand, Vadodara: North Indian curries and the banquet kitchen.')
      .moveDown();
    doc.fontSize(14).text('Qualification').fontSize(11);
    doc.text('Diploma in hotel management (food production), IHM Ahmedabad, 2016.').moveDown();
    doc.fontSize(9).fillColor('#888').text('Demo data of the development database: not a real person.');
    doc.end();
  });
}

/**
 * The demo chef's professional profile with a resume, and their application to the demo owner's first
 * job moved to Reviewed (the owner's pipeline). Runs after the marketplace demo (the job and the
 * application exist); safe to run again.
 */
export async function seedManpowerDemo(
  app: INestApplicationContext,
  { ownerId, chefId }: { ownerId: number; chefId: number },
): Promise<void> {
  const profiles = app.get(ManpowerProfilesService);
  const profile = await profiles.mine(chefId);
  if (!profile.updated_at)
    await profiles.update(chefId, chefId, {
      type: 'Chef',
      business_category: 'Restaurants and hotels',
      qualification: 'Diploma in hotel management',
      experience: '7 years',
      comments:
        'Tandoor specialist: kebabs, breads and North Indian curries. Looking for a head chef role in Surat.',
      native_city_id: 134096,
    });
  if (!profile.has_resume)
    await (
      await profiles.prepareResume(chefId, UserType.Manpower, await demoResumePdf())
    )();

  const applications = app.get(ApplicationsService);
  const all = { sort: 'id' as const, order_by: 'desc' as const, page: 1, per_page: 50 };
  const application = (await applications.received(ownerId, all)).data.find((a) => a.user.id === chefId);
  if (application?.status === 'awaiting_review')
    await applications.changeStatus(ownerId, application.id, 'reviewed');
}
