import { href } from '../../../lib/areas.ts';
import { translateMessage } from '../../../i18n/setup.ts';
import { isApiError, ApiError } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/feedback.ts';
import { useRegisterProduct } from '../api.ts';
import { ProductRegisterScreen } from '../../../components/products/product-form.tsx';

/** Product create failures that carry the server's own message (spec section 5). */
const REGISTER_FAILURES = new Set([203, 11205]);

/** /products/register */
export function Component() {
  const register = useRegisterProduct();
  return (
    <ProductRegisterScreen
      texts="products.register"
      send={async (fields, _values, images) => {
        try {
          const answer = (await register.mutateAsync({ fields, images })) as {
            result_code: number;
            result?: string;
            messages?: string;
          };
          if (answer.result_code !== 1) {
            throw new ApiError(answer.messages || answer.result || 'Error, please try again.', {
              status: 200,
              resultCode: answer.result_code,
            });
          }
        } catch (error) {
          if (isApiError(error) && error.resultCode !== null && REGISTER_FAILURES.has(error.resultCode)) {
            showAlert({ type: 'error', message: translateMessage(error.message) });
            throw new ApiError(error.message, { status: error.status, resultCode: error.resultCode, shown: true });
          }
          throw error;
        }
      }}
      next={href('products.list')}
    />
  );
}
