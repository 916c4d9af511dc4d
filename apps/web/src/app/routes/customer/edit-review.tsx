// The edit dialog with the reviewed company's catalogue (categories, products, services): features/reviews asks for
// them, features/companies has them, and pages compose the two (features never import each other).
import type { Review } from '@redress/contract';
import { useCategories, useCompany } from '../../../api/companies.ts';
import { EditReviewDialog } from '../../../features/reviews/components/edit-review-dialog.tsx';

export function EditReview({ review, onClose }: { review: Review; onClose: () => void }) {
  const companyId = review.reviewOrganizationDto.organizationId ?? '';
  const company = useCompany(companyId, !!companyId);
  const all = useCategories();
  if (company.isPending && !!companyId) return null;
  const categories = company.data?.categories.length ? company.data.categories : (all.data ?? []).map((c) => c.name);
  return (
    <EditReviewDialog
      review={review} open onClose={onClose} categories={categories}
      products={company.data?.products.map((p) => ({ id: p.id, name: p.name })) ?? []}
      services={company.data?.services.map((s) => ({ id: s.id, name: s.name })) ?? []}
    />
  );
}
