/** POST /deletion-request answered 200 (account.md §3 "Account properties: is_deletion_requested"). */
export interface DeletionRequest {
  is_deletion_requested: true;
  deletion_requested_at: string;
}
