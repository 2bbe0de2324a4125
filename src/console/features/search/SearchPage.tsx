import { ComingSoon } from '../../ui/ComingSoon';

export default function SearchPage() {
  return (
    <ComingSoon
      title="Search"
      description="Find duplicate records of any type by entering field values, then review each match and its score per scenario."
    />
  );
}
