import type { INestApplicationContext } from '@nestjs/common';
import sharp from 'sharp';
import { FranchiseService } from '../../modules/marketplace/franchise/franchise.service';
import { ApplicationsService } from '../../modules/marketplace/jobs/applications.service';
import type { CreateFranchiseDto } from '../../modules/marketplace/franchise/franchise.dto';
import type { CreateJobDto } from '../../modules/marketplace/jobs/job.dto';
import { JobsService } from '../../modules/marketplace/jobs/jobs.service';
import type { CreateRequirementDto, QuoteDto } from '../../modules/marketplace/requirements/requirement.dto';
import { RequirementsService } from '../../modules/marketplace/requirements/requirements.service';
import { RestaurantProfilesService } from '../../modules/marketplace/restaurants/restaurant-profiles.service';
import type { CreateSaleDto } from '../../modules/marketplace/sales/sale.dto';
import { SalesService } from '../../modules/marketplace/sales/sales.service';
import { VendorEnquiriesService } from '../../modules/marketplace/vendors/vendor-enquiries.service';
import { VendorProfilesService } from '../../modules/marketplace/vendors/vendor-profiles.service';
import { seedManpowerDemo } from './manpower-demo';
import { demoMemberIds } from './demo-members';

const OWNER = 'owner@restaurant.local';
const VENDOR = 'vendor@restaurant.local';
const VENDOR2 = 'vendor2@restaurant.local';
const CHEF = 'chef@restaurant.local';

/** Amounts below are rupees as the API takes them; the services store paise. */
const paise = (rupees: number) => Math.round(rupees * 100);

const DEMO_REQUIREMENTS: Array<CreateRequirementDto & { picture?: string }> = [
  {
    title: 'Fresh paneer, 20 kg daily',
    description: 'Malai paneer delivered to Ghod Dod Road by 7 am, six days a week. Monthly billing.',
    picture: '#f5f5dc',
  },
  {
    title: 'Commercial tandoor repair',
    description: 'Our clay tandoor has a crack near the mouth; looking for a service visit this week.',
  },
  {
    title: 'Eco-friendly delivery packaging',
    description: 'Compostable containers (500 ml and 750 ml) with lids, about 3000 pieces a month.',
    picture: '#a3b18a',
  },
];

const DEMO_JOBS: Array<Omit<CreateJobDto, 'salary'> & { salary: number; closed?: boolean }> = [
  {
    title: 'Tandoor chef',
    position: 'Head tandoor chef',
    experience: '5+ years',
    salary: 35000,
    per: 0,
    job_timing_from: '11:00',
    job_timing_to: '23:00',
    location: 'Ghod Dod Road, Surat',
    description: 'Run the tandoor section: kebabs, breads and the new paneer tikka menu.',
    other_benefits: 'Meals on duty, weekly off, festival bonus',
  },
  {
    title: 'Restaurant captain',
    position: 'Captain',
    experience: '2 years',
    salary: 240000,
    per: 1,
    job_timing_from: '12:00',
    job_timing_to: '23:30',
    location: 'Ghod Dod Road, Surat',
    description: 'Lead a team of six stewards on the floor; good Gujarati and Hindi.',
    other_benefits: 'Meals on duty, service charge share',
  },
  {
    title: 'Dishwasher (filled)',
    position: 'Kitchen steward',
    experience: 'None',
    salary: 12000,
    per: 0,
    location: 'Ghod Dod Road, Surat',
    description: 'Evening shift.',
    closed: true,
  },
];

const DEMO_FRANCHISE: Omit<CreateFranchiseDto, 'turnover'> & { pictures: string[] } = {
  brand_name: 'Spice Route Express',
  company_name: 'Spice Route Foods Pvt Ltd',
  segment_multi: 'QSR, North Indian, Tandoor',
  outlet_count: 4,
  franchise_type: 'FOFO (franchise owned, franchise operated)',
  expected_turnover: paise(500000),
  investment_needed: paise(2500000),
  franchise_fees: paise(500000),
  total_investment: paise(3000000),
  net_profit: paise(120000),
  return_on_investment: '18-24 months',
  working_capital: paise(300000),
  contact_name: 'Riya Shah',
  contact_phone: '9800000001',
  contact_email: 'franchise@spiceroute.example',
  state_id: 4030,
  city_id: 134096,
  pictures: ['#c2410c', '#fde68a'],
};

const DEMO_SALE: CreateSaleDto & { pictures: string[] } = {
  restaurant_type_id: 5,
  operate_since: '2016-04-01',
  turnover: paise(450000),
  cost: paise(300000),
  profit: paise(150000),
  expected_price: paise(4500000),
  price_include_list: 'Kitchen equipment, 40 covers of furniture, lease until 2031, the brand name',
  contact_name: 'Riya Shah',
  contact_phone: '9800000001',
  contact_email: 'sales@spiceroute.example',
  is_closed: 0,
  pictures: ['#0f766e'],
};

/** A generated picture (stripes and a circle), as an image upload of a listing form. */
async function picture(colour: string, field: string, index: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="100%" height="100%" fill="${colour}"/>
    <rect y="${500 + index * 40}" width="100%" height="120" fill="#000000" fill-opacity="0.12"/>
    <circle cx="${350 + index * 200}" cy="330" r="180" fill="#ffffff" fill-opacity="0.4"/>
  </svg>`;
  return { fieldname: field, buffer: await sharp(Buffer.from(svg)).png().toBuffer() };
}

const pictures = (colours: string[]) =>
  Promise.all(colours.map((colour, i) => picture(colour, `images[${i}]`, i)));

/**
 * The demo owner's marketplace: restaurant profile, requirements (one quoted by the demo vendor), jobs
 * (one applied to by the demo chef, one closed), a franchise offer and a restaurant for sale, written
 * through the same services as the API (images re-encoded, listings screened). Safe to run again: a
 * listing is found by its owner and title, a quote or application that exists is left alone.
 */
export async function seedMarketplaceDemo(app: INestApplicationContext): Promise<void> {
  const ids = await demoMemberIds(app);
  const owner = ids.get(OWNER)!;
  const vendor = ids.get(VENDOR)!;
  const chef = ids.get(CHEF)!;
  const all = { sort: 'id' as const, order_by: 'desc' as const, page: 1, per_page: 50 };
  // The owner's own jobs and offers (closed and held included), not the feed (decision 214).
  const mine = { ...all, scope: 'mine' as const };

  await (
    await app.get(RestaurantProfilesService).prepare(owner, {
      name: 'Spice Route Kitchen',
      restaurant_type_id: 3,
      business_url: 'Open 11 am to 11:30 pm, all days',
      comments: 'A family restaurant on Ghod Dod Road since 2009: tandoor, curries and Surati snacks.',
      facbook_url: 'https://www.facebook.com/spiceroutekitchen.example',
      instagram_url: 'https://www.instagram.com/spiceroutekitchen.example',
      native_city_id: 134096,
    })
  )();

  // The demo vendor's profile with products, and the owner's interest in them (an enquiry).
  await (
    await app.get(VendorProfilesService).prepare(vendor, {
      name: 'Vikram Patel',
      business_category: 'Dairy and fresh produce',
      time_limit: 'Next morning, by 7 am',
      comments: 'Dairy supplier to Surat restaurants since 2012: paneer, khoya, cream and butter.',
      native_city_id: 134096,
      product_name: [
        { name: 'Malai paneer (1 kg)', rate: paise(380) },
        { name: 'Fresh cream (1 l)', rate: paise(240) },
        { name: 'White butter (500 g)', rate: paise(275.5) },
      ],
    })
  )();
  await app.get(VendorEnquiriesService).interested(owner, vendor, 1);

  const requirements = app.get(RequirementsService);
  // Asked of the owner's received quotes and the chef's own applications (a few rows each), not of the
  // open feeds: those grow with every listing and the demo's rows may be past their first page.
  const quotedBy = async (vendorId: number, requirementId: number) =>
    (await requirements.receivedQuotes(owner, all)).data.some(
      (q) => q.id === requirementId && q.user.id === vendorId,
    );
  const existingRequirements = (await requirements.mine(owner, all)).data;
  let created = 0;
  for (const demo of DEMO_REQUIREMENTS) {
    const { picture: colour, ...fields } = demo;
    const requirement =
      existingRequirements.find((r) => r.title === demo.title) ??
      (created++,
      await requirements.create(owner, fields, colour ? [await picture(colour, 'photo', 0)] : []));
    if (demo === DEMO_REQUIREMENTS[0] && !(await quotedBy(vendor, requirement.id))) {
      const quote: QuoteDto = {
        is_intrested: 1,
        mobile_no: '9800000003',
        rate: paise(380),
        remark: 'Rs. 380 a kg, delivered by 6:30 am; free trial for the first week.',
      };
      await requirements.quote(vendor, requirement.id, quote);
    }
    // A second quote, so the owner's quote comparison has two to weigh.
    const vendor2 = ids.get(VENDOR2);
    if (demo === DEMO_REQUIREMENTS[0] && vendor2 && !(await quotedBy(vendor2, requirement.id)))
      await requirements.quote(vendor2, requirement.id, {
        is_intrested: 1,
        mobile_no: '9800000004',
        rate: paise(395),
        remark: 'Rs. 395 a kg, delivered by 7 am; billing every fortnight.',
      });
  }

  const jobs = app.get(JobsService);
  const applications = app.get(ApplicationsService);
  const existingJobs = (await jobs.list(owner, mine)).data;
  for (const demo of DEMO_JOBS) {
    const { closed, salary, ...fields } = demo;
    let job = existingJobs.find((j) => j.title === demo.title);
    if (!job) {
      created++;
      job = await jobs.create(owner, { ...fields, salary: paise(salary) }, []);
    }
    const applied = (await applications.applied(chef, all)).data.some((a) => a.job_id === job!.id);
    if (demo === DEMO_JOBS[0] && !applied) await jobs.apply(chef, job.id, { is_applied: 1 });
    if (closed && !job.is_closed) await jobs.update(owner, job.id, { is_closed: 1 }, []);
  }

  const franchise = app.get(FranchiseService);
  if (!(await franchise.list(owner, mine)).data.some((f) => f.brand_name === DEMO_FRANCHISE.brand_name)) {
    const { pictures: colours, ...fields } = DEMO_FRANCHISE;
    await franchise.create(owner, { ...fields, turnover: paise(600000) }, await pictures(colours));
    created++;
  }

  const sales = app.get(SalesService);
  if (!(await sales.mine(owner))) {
    const { pictures: colours, ...fields } = DEMO_SALE;
    await sales.create(owner, fields, await pictures(colours));
    created++;
  }
  await seedManpowerDemo(app, { ownerId: owner, chefId: chef });
  // Interest (the seeds' Interested button; Elite members only through the API): the vendor in the
  // franchise offer and the chef in the sale listing, so the owner sees received interests (idempotent).
  const offer = (await franchise.list(owner, mine)).data.find(
    (f) => f.brand_name === DEMO_FRANCHISE.brand_name,
  );
  if (offer) await franchise.interested(vendor, offer.id, { is_intrested: 1 });
  const sale = await sales.mine(owner);
  if (sale) await sales.interested(chef, sale.id, { is_intrested: 1 });
  console.log(
    `Demo marketplace loaded: ${created} new listings for ${OWNER}, with a quote, an application and interests.`,
  );
}
