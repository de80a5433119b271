import { Spinner } from '../widgets/Spinner.tsx';

/** What a navigation shows while the next page's code arrives (spec 01 §2 "Shell"). */
export function RouteLoading() {
  return (
    <div className="route-loading">
      <Spinner />
    </div>
  );
}
