import { ComingSoon } from '../../ui/ComingSoon';

export default function AddressPage() {
  return (
    <ComingSoon
      title="Address"
      description="Validate, complete and geocode postal addresses, with suggestions while you type."
    />
  );
}
