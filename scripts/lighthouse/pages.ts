/** A measured page: its path, whether it needs the signed-in admin, and the targets (issue 24). */
export interface MeasuredPage {
  name: string;
  path: (today: Date) => string;
  signedIn: boolean;
  targets: { performance: number; accessibility: number; 'best-practices': number };
}

/** The seeded settled draws lie in the weeks before today (as tests/e2e/report-full.spec.ts ranges them). */
const day = (today: Date, offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

export const MEASURED_PAGES: MeasuredPage[] = [
  { name: 'login', path: () => '/login', signedIn: false, targets: { performance: 98, accessibility: 100, 'best-practices': 100 } },
  { name: 'admin-home', path: () => '/admin/home', signedIn: true, targets: { performance: 90, accessibility: 100, 'best-practices': 100 } },
  {
    name: 'report-full',
    path: (today) => `/report/full?LocId=SG&DrawFrom=${day(today, -60)}&DrawTo=${day(today, 0)}`,
    signedIn: true,
    targets: { performance: 90, accessibility: 100, 'best-practices': 100 },
  },
];
