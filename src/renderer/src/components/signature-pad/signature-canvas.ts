import ReactSignatureCanvas from 'react-signature-canvas';

type SignatureCanvasClass = typeof ReactSignatureCanvas;

/**
 * react-signature-canvas ships a webpack UMD bundle whose __esModule flag is set at run time, so
 * a production bundle hands over its exports object where a dev server or Node hands over the class.
 */
const imported = ReactSignatureCanvas as SignatureCanvasClass | { default: SignatureCanvasClass };

export const SignatureCanvas: SignatureCanvasClass = 'default' in imported ? imported.default : imported;
export type SignatureCanvasInstance = ReactSignatureCanvas;
