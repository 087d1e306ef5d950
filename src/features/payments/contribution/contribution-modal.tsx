import { CONTRIBUTION } from '@/config/copy'
import { Modal } from '@/components/ui/modal'
import { ContributionForm } from './contribution-form'

export function ContributionModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={CONTRIBUTION.modalTitle}
      description={CONTRIBUTION.modalDescription}
      size="md"
    >
      <ContributionForm />
    </Modal>
  )
}
