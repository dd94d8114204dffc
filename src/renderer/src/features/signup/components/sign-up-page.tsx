import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SignupProductCode } from '@shared/products';
import { ROUTES } from '@shared/routes';
import { orderProducts } from '../config/signup-products';
import { parseProductList, PRODUCTS_PARAM, signUpFormSearch } from '../lib/product-list-param';
import { ProductSelection } from './product-selection';
import { SignUpLinks } from './sign-up-links';
import { SignUpWizard } from './sign-up-wizard';

/**
 * /sign-up: the product selection first; Continue puts the chosen products in the address
 * (?products=...) and the intro card and the three steps follow with them.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const productsParam = searchParams.get(PRODUCTS_PARAM);
  const allowedCompany = productsParam === null ? undefined : parseProductList(productsParam);
  const [selected, setSelected] = useState<SignupProductCode[]>(() => allowedCompany ?? []);

  if (productsParam === null) {
    return (
      <ProductSelection
        selected={selected}
        onToggle={(code) =>
          setSelected((current) => (current.includes(code) ? current.filter((chosen) => chosen !== code) : orderProducts([...current, code])))
        }
        onBack={() => void navigate(ROUTES.signIn)}
        onContinue={() => void navigate({ pathname: ROUTES.signUp, search: signUpFormSearch(selected) })}
      />
    );
  }
  return (
    <>
      <SignUpWizard key={productsParam} allowedCompany={allowedCompany} onLeave={() => void navigate(ROUTES.signUp)} />
      <SignUpLinks />
    </>
  );
}
