import { ComingSoon } from '../../ui/ComingSoon';

export default function UpsertPage() {
  return (
    <ComingSoon
      title="Upsert"
      description="Create or update records with duplicate prevention: a record that matches an existing one is updated instead of copied."
    />
  );
}
