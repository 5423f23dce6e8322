import { Spinner } from '@/components/ui/spinner';

export function LoadingScreen() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4">
      <Spinner message="Loading, one moment…" />
    </div>
  );
}
