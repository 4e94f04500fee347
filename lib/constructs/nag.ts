/**
 * cdk-nag acknowledgements. cdk-nag 3 matches each IAM5 finding by its exact text, e.g.
 * `AwsSolutions-IAM5[Resource::<TableArn>/index/*]`, so wildcard findings are computed from the
 * same tokens the grants use instead of being typed by hand.
 */
import { Stack, Token, Validations } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** Acknowledges one cdk-nag rule (or one finding of it) on a construct and everything below it. */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

type Cfn = string | number | boolean | null | undefined | Cfn[] | { [key: string]: Cfn };

function isRecord(value: Cfn): value is { [key: string]: Cfn } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Renders a resolved CloudFormation value the way cdk-nag writes it in a finding id.
function flatten(value: Cfn): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (isRecord(value)) {
    const join = value['Fn::Join'];
    if (Array.isArray(join) && typeof join[0] === 'string' && Array.isArray(join[1])) return join[1].map(flatten).join(join[0]);
    if (value['Fn::Sub'] !== undefined) return flatten(value['Fn::Sub']);
    const getAtt = value['Fn::GetAtt'];
    if (Array.isArray(getAtt)) return `<${flatten(getAtt[0])}.${flatten(getAtt[1])}>`;
    if (value['Fn::ImportValue'] !== undefined) return flatten(value['Fn::ImportValue']);
    if (value.Ref !== undefined) return `<${flatten(value.Ref)}>`;
  }
  return JSON.stringify(value);
}

/** Acknowledges the IAM5 finding for a wildcard resource ARN granted in `scope`'s stack. */
export function acknowledgeWildcardResource(scope: IConstruct, arn: string, reason: string): void {
  const resolved = Token.isUnresolved(arn) ? (Stack.of(scope).resolve(arn) as Cfn) : arn;
  acknowledge(scope, `AwsSolutions-IAM5[Resource::${flatten(resolved)}]`, reason);
}

/** Acknowledges IAM5 findings for wildcard actions (e.g. `s3:GetObject*` from a CDK grant). */
export function acknowledgeWildcardActions(scope: IConstruct, actions: readonly string[], reason: string): void {
  for (const action of actions) acknowledge(scope, `AwsSolutions-IAM5[Action::${action}]`, reason);
}
