import { PackageRatingCard } from './PackageRatingCard';
import { PackageUsageChart } from './PackageUsageChart';

/** What /package shows beyond the package itself: the rating of a finished package, hours per month. */
export function PackagePageExtras() {
  return (
    <>
      <PackageRatingCard />
      <PackageUsageChart />
    </>
  );
}
