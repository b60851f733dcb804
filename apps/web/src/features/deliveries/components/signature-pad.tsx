import { ClearOutlined } from '@/components/icons/icons';
import { Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

const padHeight = 200;

function canvasPng(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/**
 * The receiver signs on the courier's phone with a finger: a canvas drawn with pointer events (mouse, pen and touch
 * alike), exported as a png after each stroke. `onChange(null)` when cleared.
 */
export function SignaturePad({
  onChange,
  disabled,
}: {
  onChange: (signature: Blob | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  // Whether a signature has been taken (its png made), so "Clear" has something to clear.
  const [signed, setSigned] = useState(false);

  const paintBlank = () => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    const ratio = window.devicePixelRatio || 1;
    context.scale(ratio, ratio);
    context.lineWidth = 2.5;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#111';
  };

  // Sharp lines on a high-density screen: the bitmap has the device's pixels, the drawing uses CSS pixels.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(canvas.clientWidth * ratio);
    canvas.height = Math.round(padHeight * ratio);
    paintBlank();
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    if (disabled) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    // A tap leaves a dot.
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = point(event);
    context.lineTo(x, y);
    context.stroke();
  };

  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    void canvasPng(event.currentTarget).then((signature) => {
      setSigned(signature !== null);
      onChange(signature);
    });
  };

  const clear = () => {
    paintBlank();
    setSigned(false);
    onChange(null);
  };

  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>{t('deliveries.deliver.signature')}</Typography.Text>
        <Button
          icon={<ClearOutlined />}
          onClick={clear}
          disabled={disabled || !signed}
          style={{ minHeight: 44 }}
          data-testid="signature-clear"
        >
          {t('deliveries.deliver.clearSignature')}
        </Button>
      </Flex>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={t('deliveries.deliver.signaturePad')}
        data-testid="signature-pad"
        data-signed={signed}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        // The finger draws instead of scrolling the sheet.
        style={{
          width: '100%',
          height: padHeight,
          touchAction: 'none',
          border: '1px dashed #8c8c8c',
          borderRadius: 8,
          background: '#fff',
          cursor: disabled ? 'not-allowed' : 'crosshair',
        }}
      />
      <Typography.Text type="secondary">{t('deliveries.deliver.signHint')}</Typography.Text>
    </Flex>
  );
}
