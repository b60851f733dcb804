import { deliveryProofMaxBytes, deliveryProofTypeOf, labelDeliverFields } from '@waypost/domain';
import type { MultipartForm } from '../../plugins/multipart-form.js';

/**
 * POST /api/label/{id}/deliver: who took the parcel, and a drawn signature (png) and/or a photo (jpeg or png), each
 * at most 2 MB after the phone's downscaling, their types told by their bytes.
 */
export const deliveryProofForm = {
  fields: labelDeliverFields,
  files: {
    signature: {
      maxBytes: deliveryProofMaxBytes,
      tooLarge: 'delivery.proofTooLarge',
      refuse: (bytes) => (deliveryProofTypeOf('signature', bytes) ? null : 'delivery.signatureType'),
    },
    photo: {
      maxBytes: deliveryProofMaxBytes,
      tooLarge: 'delivery.proofTooLarge',
      refuse: (bytes) => (deliveryProofTypeOf('photo', bytes) ? null : 'delivery.photoType'),
    },
  },
} satisfies MultipartForm<typeof labelDeliverFields>;
