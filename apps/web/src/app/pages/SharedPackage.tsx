import PackageDetailsPage from '../../features/package/components/PackageDetailsPage';

/** SharedPackage (/share/package): the package details screen, flagged as opened from a shared link. */
export default function SharedPackage() {
  return <PackageDetailsPage sharedLink />;
}
