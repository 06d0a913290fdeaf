// Mount point in the shell (spec §2 "Always present"); its behaviour is
// implemented by its own issue.
export default function ReviewModal() {
  return null;
}
