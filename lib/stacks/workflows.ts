/**
 * State machines from the ASL files in lib/workflows/ (the files the local platform runs), with
 * each `${Placeholder}` substituted by its task function's ARN, full execution logging and tracing
 * so operations staff can follow a payment through its execution.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType, type IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { taskResourcesOf, type WorkflowDef } from '../resources.js';
import { PlatformFunction, type PlatformResources } from '../constructs/platform-function.js';
import { acknowledge, acknowledgeWildcardResource } from '../constructs/nag.js';

const WORKFLOW_DIR = resolve(import.meta.dirname, '../workflows');

export interface WorkflowsProps {
  workflows: readonly WorkflowDef[];
  platform: Omit<PlatformResources, 'workflows'>;
  environment: Record<string, string>;
  logRetention: RetentionDays;
}

export class Workflows extends Construct {
  readonly machines = new Map<string, IStateMachine>();

  constructor(scope: Construct, id: string, props: WorkflowsProps) {
    super(scope, id);
    for (const def of props.workflows) {
      const substitutions: Record<string, string> = {};
      const tasks: PlatformFunction[] = [];
      for (const [placeholder, module] of Object.entries(def.taskFunctions)) {
        const task = new PlatformFunction(this, `${def.logicalId}${placeholder}`, {
          module, resources: taskResourcesOf(def, placeholder), platform: { ...props.platform, workflows: new Map() },
          environment: props.environment, logRetention: props.logRetention, timeout: Duration.seconds(30),
        });
        substitutions[placeholder] = task.fn.functionArn;
        tasks.push(task);
      }
      const machine = new StateMachine(this, def.logicalId, {
        stateMachineName: undefined,
        stateMachineType: StateMachineType.STANDARD,
        definitionBody: DefinitionBody.fromString(readFileSync(resolve(WORKFLOW_DIR, def.definitionFile), 'utf8')),
        definitionSubstitutions: substitutions,
        tracingEnabled: true,
        // Every event, but not its data: a wait's parameters hold its task token, which the table keeps
        // only sealed (PAY-13); the execution's own history, which must hold it, is where data is read (PAY-45).
        logs: { destination: new LogGroup(this, `${def.logicalId}Logs`, { retention: props.logRetention }), level: LogLevel.ALL, includeExecutionData: false },
      });
      for (const task of tasks) task.fn.grantInvoke(machine);
      for (const task of tasks) {
        acknowledgeWildcardResource(machine, `${task.fn.functionArn}:*`, 'The state machine may invoke its own task function, any version or alias of it (CDK\'s invoke grant).');
      }
      acknowledge(machine, 'AwsSolutions-IAM5[Resource::*]', 'Log delivery and X-Ray trace segments have no resource-level permissions.');
      this.machines.set(def.name, machine);
    }
  }
}
