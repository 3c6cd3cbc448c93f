; ModuleID = 'shared.cu'
source_filename = "shared.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9block_sumPKfPfE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@ds = external dso_local local_unnamed_addr addrspace(3) global [0 x i32], align 4
@_ZZ12matmul_tilediPKfS0_PfE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ12matmul_tilediPKfS0_PfE2Bs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ15reduce_volatilePKiPiE1s = internal addrspace(3) global [128 x i32] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9block_sumPKfPf(float* nocapture noundef readonly %0, float* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !14 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !17
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !21
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !24
  %6 = mul i32 %4, %5, !dbg !27
  %7 = add i32 %6, %3, !dbg !28
  %8 = zext i32 %7 to i64, !dbg !29
  %9 = getelementptr inbounds float, float* %0, i64 %8, !dbg !29
  %10 = load float, float* %9, align 4, !dbg !29, !tbaa !30
  %11 = zext i32 %3 to i64, !dbg !34
  %12 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ9block_sumPKfPfE1s, i64 0, i64 %11, !dbg !34
  %13 = addrspacecast float addrspace(3)* %12 to float*, !dbg !34
  store float %10, float* %13, align 4, !dbg !35, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %14 = icmp ult i32 %5, 2, !dbg !37
  br i1 %14, label %15, label %17, !dbg !38

15:                                               ; preds = %29, %2
  %16 = icmp eq i32 %3, 0, !dbg !39
  br i1 %16, label %32, label %36, !dbg !40

17:                                               ; preds = %2, %29
  %18 = phi float [ %30, %29 ], [ %10, %2 ]
  %19 = phi i32 [ %20, %29 ], [ %5, %2 ]
  %20 = lshr i32 %19, 1, !dbg !41
  %21 = icmp ult i32 %3, %20, !dbg !42
  br i1 %21, label %22, label %29, !dbg !43

22:                                               ; preds = %17
  %23 = add i32 %20, %3, !dbg !44
  %24 = zext i32 %23 to i64, !dbg !45
  %25 = getelementptr inbounds [256 x float], [256 x float] addrspace(3)* @_ZZ9block_sumPKfPfE1s, i64 0, i64 %24, !dbg !45
  %26 = addrspacecast float addrspace(3)* %25 to float*, !dbg !45
  %27 = load float, float* %26, align 4, !dbg !45, !tbaa !30
  %28 = fadd contract float %27, %18, !dbg !46
  store float %28, float* %13, align 4, !dbg !46, !tbaa !30
  br label %29, !dbg !47

29:                                               ; preds = %22, %17
  %30 = phi float [ %28, %22 ], [ %18, %17 ]
  tail call void @llvm.nvvm.barrier0(), !dbg !48
  %31 = icmp ult i32 %19, 4, !dbg !37
  br i1 %31, label %15, label %17, !dbg !38, !llvm.loop !49

32:                                               ; preds = %15
  %33 = zext i32 %4 to i64, !dbg !52
  %34 = getelementptr inbounds float, float* %1, i64 %33, !dbg !52
  %35 = load float, float* getelementptr inbounds ([256 x float], [256 x float]* addrspacecast ([256 x float] addrspace(3)* @_ZZ9block_sumPKfPfE1s to [256 x float]*), i64 0, i64 0), align 4, !dbg !53, !tbaa !30
  store float %35, float* %34, align 4, !dbg !54, !tbaa !30
  br label %36, !dbg !52

36:                                               ; preds = %32, %15
  ret void, !dbg !55
}

; Function Attrs: convergent nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z13block_sum_dynPKiPiS1_(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1, i32* nocapture noundef writeonly %2) local_unnamed_addr #0 !dbg !56 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !57
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !59
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !61
  %7 = mul i32 %5, %6, !dbg !63
  %8 = add i32 %7, %4, !dbg !64
  %9 = zext i32 %8 to i64, !dbg !65
  %10 = getelementptr inbounds i32, i32* %0, i64 %9, !dbg !65
  %11 = load i32, i32* %10, align 4, !dbg !65, !tbaa !66
  %12 = zext i32 %4 to i64, !dbg !68
  %13 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @ds, i64 0, i64 %12, !dbg !68
  %14 = addrspacecast i32 addrspace(3)* %13 to i32*, !dbg !68
  store i32 %11, i32* %14, align 4, !dbg !69, !tbaa !66
  %15 = icmp sgt i32 %11, 0, !dbg !70
  %16 = zext i1 %15 to i32, !dbg !71
  %17 = tail call i32 @llvm.nvvm.barrier0.popc(i32 %16), !dbg !72
  %18 = icmp ult i32 %6, 2, !dbg !73
  br i1 %18, label %19, label %22, !dbg !74

19:                                               ; preds = %34, %3
  %20 = icmp eq i32 %4, 0, !dbg !75
  %21 = zext i32 %5 to i64, !dbg !76
  br i1 %20, label %36, label %40, !dbg !77

22:                                               ; preds = %3, %34
  %23 = phi i32 [ %24, %34 ], [ %6, %3 ]
  %24 = lshr i32 %23, 1, !dbg !78
  %25 = icmp ult i32 %4, %24, !dbg !79
  br i1 %25, label %26, label %34, !dbg !80

26:                                               ; preds = %22
  %27 = add i32 %24, %4, !dbg !81
  %28 = zext i32 %27 to i64, !dbg !82
  %29 = getelementptr inbounds [0 x i32], [0 x i32] addrspace(3)* @ds, i64 0, i64 %28, !dbg !82
  %30 = addrspacecast i32 addrspace(3)* %29 to i32*, !dbg !82
  %31 = load i32, i32* %30, align 4, !dbg !82, !tbaa !66
  %32 = load i32, i32* %14, align 4, !dbg !83, !tbaa !66
  %33 = add nsw i32 %32, %31, !dbg !83
  store i32 %33, i32* %14, align 4, !dbg !83, !tbaa !66
  br label %34, !dbg !84

34:                                               ; preds = %26, %22
  tail call void @llvm.nvvm.barrier0(), !dbg !85
  %35 = icmp ult i32 %23, 4, !dbg !73
  br i1 %35, label %19, label %22, !dbg !74, !llvm.loop !86

36:                                               ; preds = %19
  %37 = getelementptr inbounds i32, i32* %2, i64 %21, !dbg !88
  %38 = getelementptr inbounds i32, i32* %1, i64 %21, !dbg !76
  %39 = load i32, i32* getelementptr inbounds ([0 x i32], [0 x i32]* addrspacecast ([0 x i32] addrspace(3)* @ds to [0 x i32]*), i64 0, i64 0), align 4, !dbg !89, !tbaa !66
  store i32 %39, i32* %38, align 4, !dbg !90, !tbaa !66
  store i32 %17, i32* %37, align 4, !dbg !91, !tbaa !66
  br label %40, !dbg !92

40:                                               ; preds = %36, %19
  ret void, !dbg !93
}

; Function Attrs: convergent nounwind
declare i32 @llvm.nvvm.barrier0.popc(i32) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn
define dso_local void @_Z8stencil5iiPKfPf(i32 noundef %0, i32 noundef %1, float* nocapture noundef readonly %2, float* nocapture noundef writeonly %3) local_unnamed_addr #2 !dbg !94 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !95
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5, !dbg !97
  %7 = mul i32 %5, %6, !dbg !99
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !100
  %9 = add i32 %7, %8, !dbg !102
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5, !dbg !103
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5, !dbg !106
  %12 = mul i32 %10, %11, !dbg !109
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5, !dbg !110
  %14 = add i32 %12, %13, !dbg !113
  %15 = icmp slt i32 %14, %0, !dbg !114
  %16 = icmp slt i32 %9, %1
  %17 = and i1 %15, %16, !dbg !115
  br i1 %17, label %18, label %58, !dbg !115

18:                                               ; preds = %4
  %19 = mul nsw i32 %14, %1, !dbg !116
  %20 = add nsw i32 %19, %9, !dbg !117
  %21 = icmp eq i32 %14, 0, !dbg !118
  %22 = icmp eq i32 %9, 0
  %23 = or i1 %21, %22, !dbg !119
  %24 = add nsw i32 %0, -1
  %25 = icmp eq i32 %14, %24
  %26 = select i1 %23, i1 true, i1 %25, !dbg !119
  %27 = add nsw i32 %1, -1
  %28 = icmp eq i32 %9, %27
  %29 = select i1 %26, i1 true, i1 %28, !dbg !119
  %30 = sext i32 %20 to i64, !dbg !120
  %31 = getelementptr inbounds float, float* %2, i64 %30, !dbg !120
  %32 = load float, float* %31, align 4, !dbg !120, !tbaa !30
  br i1 %29, label %55, label %33, !dbg !119

33:                                               ; preds = %18
  %34 = add nsw i32 %20, -1, !dbg !121
  %35 = sext i32 %34 to i64, !dbg !122
  %36 = getelementptr inbounds float, float* %2, i64 %35, !dbg !122
  %37 = load float, float* %36, align 4, !dbg !122, !tbaa !30
  %38 = fadd contract float %32, %37, !dbg !123
  %39 = add nsw i32 %20, 1, !dbg !124
  %40 = sext i32 %39 to i64, !dbg !125
  %41 = getelementptr inbounds float, float* %2, i64 %40, !dbg !125
  %42 = load float, float* %41, align 4, !dbg !125, !tbaa !30
  %43 = fadd contract float %38, %42, !dbg !126
  %44 = sub nsw i32 %20, %1, !dbg !127
  %45 = sext i32 %44 to i64, !dbg !128
  %46 = getelementptr inbounds float, float* %2, i64 %45, !dbg !128
  %47 = load float, float* %46, align 4, !dbg !128, !tbaa !30
  %48 = fadd contract float %43, %47, !dbg !129
  %49 = add nsw i32 %20, %1, !dbg !130
  %50 = sext i32 %49 to i64, !dbg !131
  %51 = getelementptr inbounds float, float* %2, i64 %50, !dbg !131
  %52 = load float, float* %51, align 4, !dbg !131, !tbaa !30
  %53 = fadd contract float %48, %52, !dbg !132
  %54 = fmul contract float %53, 0x3FC99999A0000000, !dbg !133
  br label %55, !dbg !134

55:                                               ; preds = %18, %33
  %56 = phi float [ %54, %33 ], [ %32, %18 ]
  %57 = getelementptr inbounds float, float* %3, i64 %30, !dbg !120
  store float %56, float* %57, align 4, !dbg !120, !tbaa !30
  br label %58, !dbg !134

58:                                               ; preds = %55, %4
  ret void, !dbg !134
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12matmul_tilediPKfS0_Pf(i32 noundef %0, float* nocapture noundef readonly %1, float* nocapture noundef readonly %2, float* nocapture noundef writeonly %3) local_unnamed_addr #0 !dbg !135 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !136
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5, !dbg !138
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5, !dbg !140
  %8 = shl i32 %7, 4, !dbg !142
  %9 = add i32 %8, %6, !dbg !143
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !144
  %11 = shl i32 %10, 4, !dbg !146
  %12 = add i32 %11, %5, !dbg !147
  %13 = icmp sgt i32 %0, 0, !dbg !148
  %14 = mul nsw i32 %9, %0
  br i1 %13, label %15, label %23, !dbg !149

15:                                               ; preds = %4
  %16 = add i32 %14, %5
  %17 = sext i32 %6 to i64
  %18 = sext i32 %5 to i64
  %19 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tilediPKfS0_PfE2As, i64 0, i64 %17, i64 %18
  %20 = addrspacecast float addrspace(3)* %19 to float*
  %21 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tilediPKfS0_PfE2Bs, i64 0, i64 %17, i64 %18
  %22 = addrspacecast float addrspace(3)* %21 to float*
  br label %28, !dbg !149

23:                                               ; preds = %41, %4
  %24 = phi float [ 0.000000e+00, %4 ], [ %65, %41 ], !dbg !150
  %25 = add nsw i32 %14, %12, !dbg !151
  %26 = sext i32 %25 to i64, !dbg !152
  %27 = getelementptr inbounds float, float* %3, i64 %26, !dbg !152
  store float %24, float* %27, align 4, !dbg !153, !tbaa !30
  ret void, !dbg !154

28:                                               ; preds = %15, %41
  %29 = phi i32 [ 0, %15 ], [ %42, %41 ]
  %30 = phi float [ 0.000000e+00, %15 ], [ %65, %41 ]
  %31 = add i32 %16, %29, !dbg !155
  %32 = sext i32 %31 to i64, !dbg !156
  %33 = getelementptr inbounds float, float* %1, i64 %32, !dbg !156
  %34 = load float, float* %33, align 4, !dbg !156, !tbaa !30
  store float %34, float* %20, align 4, !dbg !157, !tbaa !30
  %35 = add nsw i32 %29, %6, !dbg !158
  %36 = mul nsw i32 %35, %0, !dbg !159
  %37 = add nsw i32 %36, %12, !dbg !160
  %38 = sext i32 %37 to i64, !dbg !161
  %39 = getelementptr inbounds float, float* %2, i64 %38, !dbg !161
  %40 = load float, float* %39, align 4, !dbg !161, !tbaa !30
  store float %40, float* %22, align 4, !dbg !162, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !163
  br label %44, !dbg !164

41:                                               ; preds = %44
  tail call void @llvm.nvvm.barrier0(), !dbg !165
  %42 = add nuw nsw i32 %29, 16, !dbg !166
  %43 = icmp slt i32 %42, %0, !dbg !148
  br i1 %43, label %28, label %23, !dbg !149, !llvm.loop !167

44:                                               ; preds = %44, %28
  %45 = phi i32 [ 0, %28 ], [ %66, %44 ]
  %46 = phi float [ %30, %28 ], [ %65, %44 ]
  %47 = zext i32 %45 to i64, !dbg !169
  %48 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tilediPKfS0_PfE2As, i64 0, i64 %17, i64 %47, !dbg !169
  %49 = addrspacecast float addrspace(3)* %48 to float*, !dbg !169
  %50 = load float, float* %49, align 4, !dbg !169, !tbaa !30
  %51 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tilediPKfS0_PfE2Bs, i64 0, i64 %47, i64 %18, !dbg !170
  %52 = addrspacecast float addrspace(3)* %51 to float*, !dbg !170
  %53 = load float, float* %52, align 4, !dbg !170, !tbaa !30
  %54 = fmul contract float %50, %53, !dbg !171
  %55 = fadd contract float %46, %54, !dbg !172
  %56 = or i32 %45, 1, !dbg !173
  %57 = zext i32 %56 to i64, !dbg !169
  %58 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tilediPKfS0_PfE2As, i64 0, i64 %17, i64 %57, !dbg !169
  %59 = addrspacecast float addrspace(3)* %58 to float*, !dbg !169
  %60 = load float, float* %59, align 4, !dbg !169, !tbaa !30
  %61 = getelementptr inbounds [16 x [16 x float]], [16 x [16 x float]] addrspace(3)* @_ZZ12matmul_tilediPKfS0_PfE2Bs, i64 0, i64 %57, i64 %18, !dbg !170
  %62 = addrspacecast float addrspace(3)* %61 to float*, !dbg !170
  %63 = load float, float* %62, align 4, !dbg !170, !tbaa !30
  %64 = fmul contract float %60, %63, !dbg !171
  %65 = fadd contract float %55, %64, !dbg !172
  %66 = add nuw nsw i32 %45, 2, !dbg !173
  %67 = icmp eq i32 %66, 16, !dbg !174
  br i1 %67, label %41, label %44, !dbg !164, !llvm.loop !175
}

; Function Attrs: mustprogress nofree norecurse nounwind
define dso_local void @_Z11warp_reducePVij(i32* noundef %0, i32 noundef %1) local_unnamed_addr #3 !dbg !177 {
  %3 = add i32 %1, 32, !dbg !178
  %4 = zext i32 %3 to i64, !dbg !179
  %5 = getelementptr inbounds i32, i32* %0, i64 %4, !dbg !179
  %6 = load volatile i32, i32* %5, align 4, !dbg !179, !tbaa !66
  %7 = zext i32 %1 to i64, !dbg !180
  %8 = getelementptr inbounds i32, i32* %0, i64 %7, !dbg !180
  %9 = load volatile i32, i32* %8, align 4, !dbg !181, !tbaa !66
  %10 = add nsw i32 %9, %6, !dbg !181
  store volatile i32 %10, i32* %8, align 4, !dbg !181, !tbaa !66
  %11 = add i32 %1, 16, !dbg !182
  %12 = zext i32 %11 to i64, !dbg !183
  %13 = getelementptr inbounds i32, i32* %0, i64 %12, !dbg !183
  %14 = load volatile i32, i32* %13, align 4, !dbg !183, !tbaa !66
  %15 = load volatile i32, i32* %8, align 4, !dbg !184, !tbaa !66
  %16 = add nsw i32 %15, %14, !dbg !184
  store volatile i32 %16, i32* %8, align 4, !dbg !184, !tbaa !66
  %17 = add i32 %1, 8, !dbg !185
  %18 = zext i32 %17 to i64, !dbg !186
  %19 = getelementptr inbounds i32, i32* %0, i64 %18, !dbg !186
  %20 = load volatile i32, i32* %19, align 4, !dbg !186, !tbaa !66
  %21 = load volatile i32, i32* %8, align 4, !dbg !187, !tbaa !66
  %22 = add nsw i32 %21, %20, !dbg !187
  store volatile i32 %22, i32* %8, align 4, !dbg !187, !tbaa !66
  %23 = add i32 %1, 4, !dbg !188
  %24 = zext i32 %23 to i64, !dbg !189
  %25 = getelementptr inbounds i32, i32* %0, i64 %24, !dbg !189
  %26 = load volatile i32, i32* %25, align 4, !dbg !189, !tbaa !66
  %27 = load volatile i32, i32* %8, align 4, !dbg !190, !tbaa !66
  %28 = add nsw i32 %27, %26, !dbg !190
  store volatile i32 %28, i32* %8, align 4, !dbg !190, !tbaa !66
  %29 = add i32 %1, 2, !dbg !191
  %30 = zext i32 %29 to i64, !dbg !192
  %31 = getelementptr inbounds i32, i32* %0, i64 %30, !dbg !192
  %32 = load volatile i32, i32* %31, align 4, !dbg !192, !tbaa !66
  %33 = load volatile i32, i32* %8, align 4, !dbg !193, !tbaa !66
  %34 = add nsw i32 %33, %32, !dbg !193
  store volatile i32 %34, i32* %8, align 4, !dbg !193, !tbaa !66
  %35 = add i32 %1, 1, !dbg !194
  %36 = zext i32 %35 to i64, !dbg !195
  %37 = getelementptr inbounds i32, i32* %0, i64 %36, !dbg !195
  %38 = load volatile i32, i32* %37, align 4, !dbg !195, !tbaa !66
  %39 = load volatile i32, i32* %8, align 4, !dbg !196, !tbaa !66
  %40 = add nsw i32 %39, %38, !dbg !196
  store volatile i32 %40, i32* %8, align 4, !dbg !196, !tbaa !66
  ret void, !dbg !197
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15reduce_volatilePKiPi(i32* nocapture noundef readonly %0, i32* nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !198 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5, !dbg !199
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5, !dbg !201
  %5 = shl i32 %4, 7, !dbg !203
  %6 = add i32 %5, %3, !dbg !204
  %7 = zext i32 %6 to i64, !dbg !205
  %8 = getelementptr inbounds i32, i32* %0, i64 %7, !dbg !205
  %9 = load i32, i32* %8, align 4, !dbg !205, !tbaa !66
  %10 = zext i32 %3 to i64, !dbg !206
  %11 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ15reduce_volatilePKiPiE1s, i64 0, i64 %10, !dbg !206
  %12 = addrspacecast i32 addrspace(3)* %11 to i32*, !dbg !206
  store i32 %9, i32* %12, align 4, !dbg !207, !tbaa !66
  tail call void @llvm.nvvm.barrier0(), !dbg !208
  %13 = icmp ult i32 %3, 64, !dbg !209
  br i1 %13, label %14, label %22, !dbg !210

14:                                               ; preds = %2
  %15 = add nuw nsw i32 %3, 64, !dbg !211
  %16 = zext i32 %15 to i64, !dbg !212
  %17 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ15reduce_volatilePKiPiE1s, i64 0, i64 %16, !dbg !212
  %18 = addrspacecast i32 addrspace(3)* %17 to i32*, !dbg !212
  %19 = load i32, i32* %18, align 4, !dbg !212, !tbaa !66
  %20 = load i32, i32* %12, align 4, !dbg !213, !tbaa !66
  %21 = add nsw i32 %20, %19, !dbg !213
  store i32 %21, i32* %12, align 4, !dbg !213, !tbaa !66
  br label %22, !dbg !214

22:                                               ; preds = %14, %2
  tail call void @llvm.nvvm.barrier0(), !dbg !215
  %23 = icmp ult i32 %3, 32, !dbg !216
  br i1 %23, label %24, label %67, !dbg !217

24:                                               ; preds = %22
  %25 = add nuw nsw i32 %3, 32, !dbg !218
  %26 = zext i32 %25 to i64, !dbg !220
  %27 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ15reduce_volatilePKiPiE1s, i64 0, i64 %26, !dbg !220
  %28 = addrspacecast i32 addrspace(3)* %27 to i32*, !dbg !220
  %29 = load volatile i32, i32* %28, align 4, !dbg !220, !tbaa !66
  %30 = load volatile i32, i32* %12, align 4, !dbg !221, !tbaa !66
  %31 = add nsw i32 %30, %29, !dbg !221
  store volatile i32 %31, i32* %12, align 4, !dbg !221, !tbaa !66
  %32 = add nuw nsw i32 %3, 16, !dbg !222
  %33 = zext i32 %32 to i64, !dbg !223
  %34 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ15reduce_volatilePKiPiE1s, i64 0, i64 %33, !dbg !223
  %35 = addrspacecast i32 addrspace(3)* %34 to i32*, !dbg !223
  %36 = load volatile i32, i32* %35, align 4, !dbg !223, !tbaa !66
  %37 = load volatile i32, i32* %12, align 4, !dbg !224, !tbaa !66
  %38 = add nsw i32 %37, %36, !dbg !224
  store volatile i32 %38, i32* %12, align 4, !dbg !224, !tbaa !66
  %39 = add nuw nsw i32 %3, 8, !dbg !225
  %40 = zext i32 %39 to i64, !dbg !226
  %41 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ15reduce_volatilePKiPiE1s, i64 0, i64 %40, !dbg !226
  %42 = addrspacecast i32 addrspace(3)* %41 to i32*, !dbg !226
  %43 = load volatile i32, i32* %42, align 4, !dbg !226, !tbaa !66
  %44 = load volatile i32, i32* %12, align 4, !dbg !227, !tbaa !66
  %45 = add nsw i32 %44, %43, !dbg !227
  store volatile i32 %45, i32* %12, align 4, !dbg !227, !tbaa !66
  %46 = add nuw nsw i32 %3, 4, !dbg !228
  %47 = zext i32 %46 to i64, !dbg !229
  %48 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ15reduce_volatilePKiPiE1s, i64 0, i64 %47, !dbg !229
  %49 = addrspacecast i32 addrspace(3)* %48 to i32*, !dbg !229
  %50 = load volatile i32, i32* %49, align 4, !dbg !229, !tbaa !66
  %51 = load volatile i32, i32* %12, align 4, !dbg !230, !tbaa !66
  %52 = add nsw i32 %51, %50, !dbg !230
  store volatile i32 %52, i32* %12, align 4, !dbg !230, !tbaa !66
  %53 = add nuw nsw i32 %3, 2, !dbg !231
  %54 = zext i32 %53 to i64, !dbg !232
  %55 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ15reduce_volatilePKiPiE1s, i64 0, i64 %54, !dbg !232
  %56 = addrspacecast i32 addrspace(3)* %55 to i32*, !dbg !232
  %57 = load volatile i32, i32* %56, align 4, !dbg !232, !tbaa !66
  %58 = load volatile i32, i32* %12, align 4, !dbg !233, !tbaa !66
  %59 = add nsw i32 %58, %57, !dbg !233
  store volatile i32 %59, i32* %12, align 4, !dbg !233, !tbaa !66
  %60 = add nuw nsw i32 %3, 1, !dbg !234
  %61 = zext i32 %60 to i64, !dbg !235
  %62 = getelementptr inbounds [128 x i32], [128 x i32] addrspace(3)* @_ZZ15reduce_volatilePKiPiE1s, i64 0, i64 %61, !dbg !235
  %63 = addrspacecast i32 addrspace(3)* %62 to i32*, !dbg !235
  %64 = load volatile i32, i32* %63, align 4, !dbg !235, !tbaa !66
  %65 = load volatile i32, i32* %12, align 4, !dbg !236, !tbaa !66
  %66 = add nsw i32 %65, %64, !dbg !236
  store volatile i32 %66, i32* %12, align 4, !dbg !236, !tbaa !66
  br label %67, !dbg !237

67:                                               ; preds = %24, %22
  %68 = icmp eq i32 %3, 0, !dbg !238
  br i1 %68, label %69, label %73, !dbg !239

69:                                               ; preds = %67
  %70 = zext i32 %4 to i64, !dbg !240
  %71 = getelementptr inbounds i32, i32* %1, i64 %70, !dbg !240
  %72 = load i32, i32* getelementptr inbounds ([128 x i32], [128 x i32]* addrspacecast ([128 x i32] addrspace(3)* @_ZZ15reduce_volatilePKiPiE1s to [128 x i32]*), i64 0, i64 0), align 4, !dbg !241, !tbaa !66
  store i32 %72, i32* %71, align 4, !dbg !242, !tbaa !66
  br label %73, !dbg !240

73:                                               ; preds = %69, %67
  ret void, !dbg !243
}

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: nofree nosync nounwind readnone speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #1 = { convergent nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #3 = { mustprogress nofree norecurse nounwind "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_70" "target-features"="+ptx32,+sm_70" }
attributes #4 = { nofree nosync nounwind readnone speculatable }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 0]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 14.0.6", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "shared.cu", directory: ".")
!8 = !{void (float*, float*)* @_Z9block_sumPKfPf, !"kernel", i32 1}
!9 = !{void (i32*, i32*, i32*)* @_Z13block_sum_dynPKiPiS1_, !"kernel", i32 1}
!10 = !{void (i32, i32, float*, float*)* @_Z8stencil5iiPKfPf, !"kernel", i32 1}
!11 = !{void (i32, float*, float*, float*)* @_Z12matmul_tilediPKfS0_Pf, !"kernel", i32 1}
!12 = !{void (i32*, i32*)* @_Z15reduce_volatilePKiPi, !"kernel", i32 1}
!13 = !{!"Debian clang version 14.0.6"}
!14 = distinct !DISubprogram(name: "block_sum", scope: !7, file: !7, line: 7, type: !15, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!15 = !DISubroutineType(types: !16)
!16 = !{}
!17 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !20)
!18 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 53, type: !15, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!19 = !DIFile(filename: "/usr/lib/llvm-14/lib/clang/14.0.6/include/__clang_cuda_builtin_vars.h", directory: ".")
!20 = distinct !DILocation(line: 9, column: 16, scope: !14)
!21 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 66, type: !15, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!23 = distinct !DILocation(line: 10, column: 13, scope: !14)
!24 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !19, file: !19, line: 79, type: !15, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!26 = distinct !DILocation(line: 10, column: 26, scope: !14)
!27 = !DILocation(line: 10, column: 24, scope: !14)
!28 = !DILocation(line: 10, column: 37, scope: !14)
!29 = !DILocation(line: 10, column: 10, scope: !14)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 10, column: 3, scope: !14)
!35 = !DILocation(line: 10, column: 8, scope: !14)
!36 = !DILocation(line: 11, column: 3, scope: !14)
!37 = !DILocation(line: 12, column: 49, scope: !14)
!38 = !DILocation(line: 12, column: 3, scope: !14)
!39 = !DILocation(line: 16, column: 9, scope: !14)
!40 = !DILocation(line: 16, column: 7, scope: !14)
!41 = !DILocation(line: 0, scope: !14)
!42 = !DILocation(line: 13, column: 11, scope: !14)
!43 = !DILocation(line: 13, column: 9, scope: !14)
!44 = !DILocation(line: 13, column: 33, scope: !14)
!45 = !DILocation(line: 13, column: 29, scope: !14)
!46 = !DILocation(line: 13, column: 26, scope: !14)
!47 = !DILocation(line: 13, column: 21, scope: !14)
!48 = !DILocation(line: 14, column: 5, scope: !14)
!49 = distinct !{!49, !38, !50, !51}
!50 = !DILocation(line: 15, column: 3, scope: !14)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 16, column: 15, scope: !14)
!53 = !DILocation(line: 16, column: 33, scope: !14)
!54 = !DILocation(line: 16, column: 31, scope: !14)
!55 = !DILocation(line: 17, column: 1, scope: !14)
!56 = distinct !DISubprogram(name: "block_sum_dyn", scope: !7, file: !7, line: 21, type: !15, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!57 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !58)
!58 = distinct !DILocation(line: 23, column: 16, scope: !56)
!59 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !60)
!60 = distinct !DILocation(line: 24, column: 14, scope: !56)
!61 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !62)
!62 = distinct !DILocation(line: 24, column: 27, scope: !56)
!63 = !DILocation(line: 24, column: 25, scope: !56)
!64 = !DILocation(line: 24, column: 38, scope: !56)
!65 = !DILocation(line: 24, column: 11, scope: !56)
!66 = !{!67, !67, i64 0}
!67 = !{!"int", !32, i64 0}
!68 = !DILocation(line: 25, column: 3, scope: !56)
!69 = !DILocation(line: 25, column: 9, scope: !56)
!70 = !DILocation(line: 26, column: 34, scope: !56)
!71 = !DILocation(line: 26, column: 32, scope: !56)
!72 = !DILocation(line: 26, column: 15, scope: !56)
!73 = !DILocation(line: 27, column: 49, scope: !56)
!74 = !DILocation(line: 27, column: 3, scope: !56)
!75 = !DILocation(line: 31, column: 9, scope: !56)
!76 = !DILocation(line: 32, column: 5, scope: !56)
!77 = !DILocation(line: 31, column: 7, scope: !56)
!78 = !DILocation(line: 0, scope: !56)
!79 = !DILocation(line: 28, column: 11, scope: !56)
!80 = !DILocation(line: 28, column: 9, scope: !56)
!81 = !DILocation(line: 28, column: 35, scope: !56)
!82 = !DILocation(line: 28, column: 30, scope: !56)
!83 = !DILocation(line: 28, column: 27, scope: !56)
!84 = !DILocation(line: 28, column: 21, scope: !56)
!85 = !DILocation(line: 29, column: 5, scope: !56)
!86 = distinct !{!86, !74, !87, !51}
!87 = !DILocation(line: 30, column: 3, scope: !56)
!88 = !DILocation(line: 33, column: 5, scope: !56)
!89 = !DILocation(line: 32, column: 23, scope: !56)
!90 = !DILocation(line: 32, column: 21, scope: !56)
!91 = !DILocation(line: 33, column: 27, scope: !56)
!92 = !DILocation(line: 34, column: 3, scope: !56)
!93 = !DILocation(line: 35, column: 1, scope: !56)
!94 = distinct !DISubprogram(name: "stencil5", scope: !7, file: !7, line: 38, type: !15, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!95 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !96)
!96 = distinct !DILocation(line: 39, column: 11, scope: !94)
!97 = !DILocation(line: 79, column: 3, scope: !25, inlinedAt: !98)
!98 = distinct !DILocation(line: 39, column: 24, scope: !94)
!99 = !DILocation(line: 39, column: 22, scope: !94)
!100 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !101)
!101 = distinct !DILocation(line: 39, column: 37, scope: !94)
!102 = !DILocation(line: 39, column: 35, scope: !94)
!103 = !DILocation(line: 67, column: 3, scope: !104, inlinedAt: !105)
!104 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !19, file: !19, line: 67, type: !15, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!105 = distinct !DILocation(line: 40, column: 11, scope: !94)
!106 = !DILocation(line: 80, column: 3, scope: !107, inlinedAt: !108)
!107 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !19, file: !19, line: 80, type: !15, scopeLine: 80, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!108 = distinct !DILocation(line: 40, column: 24, scope: !94)
!109 = !DILocation(line: 40, column: 22, scope: !94)
!110 = !DILocation(line: 54, column: 3, scope: !111, inlinedAt: !112)
!111 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !19, file: !19, line: 54, type: !15, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!112 = distinct !DILocation(line: 40, column: 37, scope: !94)
!113 = !DILocation(line: 40, column: 35, scope: !94)
!114 = !DILocation(line: 41, column: 9, scope: !94)
!115 = !DILocation(line: 41, column: 17, scope: !94)
!116 = !DILocation(line: 42, column: 13, scope: !94)
!117 = !DILocation(line: 42, column: 20, scope: !94)
!118 = !DILocation(line: 43, column: 9, scope: !94)
!119 = !DILocation(line: 43, column: 14, scope: !94)
!120 = !DILocation(line: 0, scope: !94)
!121 = !DILocation(line: 47, column: 33, scope: !94)
!122 = !DILocation(line: 47, column: 28, scope: !94)
!123 = !DILocation(line: 47, column: 26, scope: !94)
!124 = !DILocation(line: 47, column: 45, scope: !94)
!125 = !DILocation(line: 47, column: 40, scope: !94)
!126 = !DILocation(line: 47, column: 38, scope: !94)
!127 = !DILocation(line: 47, column: 57, scope: !94)
!128 = !DILocation(line: 47, column: 52, scope: !94)
!129 = !DILocation(line: 47, column: 50, scope: !94)
!130 = !DILocation(line: 47, column: 72, scope: !94)
!131 = !DILocation(line: 47, column: 67, scope: !94)
!132 = !DILocation(line: 47, column: 65, scope: !94)
!133 = !DILocation(line: 47, column: 17, scope: !94)
!134 = !DILocation(line: 48, column: 1, scope: !94)
!135 = distinct !DISubprogram(name: "matmul_tiled", scope: !7, file: !7, line: 51, type: !15, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!136 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !137)
!137 = distinct !DILocation(line: 54, column: 12, scope: !135)
!138 = !DILocation(line: 54, column: 3, scope: !111, inlinedAt: !139)
!139 = distinct !DILocation(line: 54, column: 30, scope: !135)
!140 = !DILocation(line: 67, column: 3, scope: !104, inlinedAt: !141)
!141 = distinct !DILocation(line: 55, column: 13, scope: !135)
!142 = !DILocation(line: 55, column: 24, scope: !135)
!143 = !DILocation(line: 55, column: 31, scope: !135)
!144 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !145)
!145 = distinct !DILocation(line: 55, column: 43, scope: !135)
!146 = !DILocation(line: 55, column: 54, scope: !135)
!147 = !DILocation(line: 55, column: 61, scope: !135)
!148 = !DILocation(line: 57, column: 23, scope: !135)
!149 = !DILocation(line: 57, column: 3, scope: !135)
!150 = !DILocation(line: 56, column: 9, scope: !135)
!151 = !DILocation(line: 64, column: 13, scope: !135)
!152 = !DILocation(line: 64, column: 3, scope: !135)
!153 = !DILocation(line: 64, column: 20, scope: !135)
!154 = !DILocation(line: 65, column: 1, scope: !135)
!155 = !DILocation(line: 58, column: 33, scope: !135)
!156 = !DILocation(line: 58, column: 18, scope: !135)
!157 = !DILocation(line: 58, column: 16, scope: !135)
!158 = !DILocation(line: 59, column: 24, scope: !135)
!159 = !DILocation(line: 59, column: 30, scope: !135)
!160 = !DILocation(line: 59, column: 34, scope: !135)
!161 = !DILocation(line: 59, column: 18, scope: !135)
!162 = !DILocation(line: 59, column: 16, scope: !135)
!163 = !DILocation(line: 60, column: 5, scope: !135)
!164 = !DILocation(line: 61, column: 5, scope: !135)
!165 = !DILocation(line: 62, column: 5, scope: !135)
!166 = !DILocation(line: 57, column: 31, scope: !135)
!167 = distinct !{!167, !149, !168, !51}
!168 = !DILocation(line: 63, column: 3, scope: !135)
!169 = !DILocation(line: 61, column: 43, scope: !135)
!170 = !DILocation(line: 61, column: 55, scope: !135)
!171 = !DILocation(line: 61, column: 53, scope: !135)
!172 = !DILocation(line: 61, column: 40, scope: !135)
!173 = !DILocation(line: 61, column: 32, scope: !135)
!174 = !DILocation(line: 61, column: 23, scope: !135)
!175 = distinct !{!175, !164, !176, !51}
!176 = !DILocation(line: 61, column: 63, scope: !135)
!177 = distinct !DISubprogram(name: "warp_reduce", scope: !7, file: !7, line: 69, type: !15, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!178 = !DILocation(line: 70, column: 15, scope: !177)
!179 = !DILocation(line: 70, column: 11, scope: !177)
!180 = !DILocation(line: 70, column: 3, scope: !177)
!181 = !DILocation(line: 70, column: 8, scope: !177)
!182 = !DILocation(line: 71, column: 15, scope: !177)
!183 = !DILocation(line: 71, column: 11, scope: !177)
!184 = !DILocation(line: 71, column: 8, scope: !177)
!185 = !DILocation(line: 72, column: 15, scope: !177)
!186 = !DILocation(line: 72, column: 11, scope: !177)
!187 = !DILocation(line: 72, column: 8, scope: !177)
!188 = !DILocation(line: 73, column: 15, scope: !177)
!189 = !DILocation(line: 73, column: 11, scope: !177)
!190 = !DILocation(line: 73, column: 8, scope: !177)
!191 = !DILocation(line: 74, column: 15, scope: !177)
!192 = !DILocation(line: 74, column: 11, scope: !177)
!193 = !DILocation(line: 74, column: 8, scope: !177)
!194 = !DILocation(line: 75, column: 15, scope: !177)
!195 = !DILocation(line: 75, column: 11, scope: !177)
!196 = !DILocation(line: 75, column: 8, scope: !177)
!197 = !DILocation(line: 76, column: 1, scope: !177)
!198 = distinct !DISubprogram(name: "reduce_volatile", scope: !7, file: !7, line: 78, type: !15, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !16)
!199 = !DILocation(line: 53, column: 3, scope: !18, inlinedAt: !200)
!200 = distinct !DILocation(line: 80, column: 16, scope: !198)
!201 = !DILocation(line: 66, column: 3, scope: !22, inlinedAt: !202)
!202 = distinct !DILocation(line: 81, column: 13, scope: !198)
!203 = !DILocation(line: 81, column: 24, scope: !198)
!204 = !DILocation(line: 81, column: 30, scope: !198)
!205 = !DILocation(line: 81, column: 10, scope: !198)
!206 = !DILocation(line: 81, column: 3, scope: !198)
!207 = !DILocation(line: 81, column: 8, scope: !198)
!208 = !DILocation(line: 82, column: 3, scope: !198)
!209 = !DILocation(line: 83, column: 9, scope: !198)
!210 = !DILocation(line: 83, column: 7, scope: !198)
!211 = !DILocation(line: 83, column: 27, scope: !198)
!212 = !DILocation(line: 83, column: 23, scope: !198)
!213 = !DILocation(line: 83, column: 20, scope: !198)
!214 = !DILocation(line: 83, column: 15, scope: !198)
!215 = !DILocation(line: 84, column: 3, scope: !198)
!216 = !DILocation(line: 85, column: 9, scope: !198)
!217 = !DILocation(line: 85, column: 7, scope: !198)
!218 = !DILocation(line: 70, column: 15, scope: !177, inlinedAt: !219)
!219 = distinct !DILocation(line: 85, column: 15, scope: !198)
!220 = !DILocation(line: 70, column: 11, scope: !177, inlinedAt: !219)
!221 = !DILocation(line: 70, column: 8, scope: !177, inlinedAt: !219)
!222 = !DILocation(line: 71, column: 15, scope: !177, inlinedAt: !219)
!223 = !DILocation(line: 71, column: 11, scope: !177, inlinedAt: !219)
!224 = !DILocation(line: 71, column: 8, scope: !177, inlinedAt: !219)
!225 = !DILocation(line: 72, column: 15, scope: !177, inlinedAt: !219)
!226 = !DILocation(line: 72, column: 11, scope: !177, inlinedAt: !219)
!227 = !DILocation(line: 72, column: 8, scope: !177, inlinedAt: !219)
!228 = !DILocation(line: 73, column: 15, scope: !177, inlinedAt: !219)
!229 = !DILocation(line: 73, column: 11, scope: !177, inlinedAt: !219)
!230 = !DILocation(line: 73, column: 8, scope: !177, inlinedAt: !219)
!231 = !DILocation(line: 74, column: 15, scope: !177, inlinedAt: !219)
!232 = !DILocation(line: 74, column: 11, scope: !177, inlinedAt: !219)
!233 = !DILocation(line: 74, column: 8, scope: !177, inlinedAt: !219)
!234 = !DILocation(line: 75, column: 15, scope: !177, inlinedAt: !219)
!235 = !DILocation(line: 75, column: 11, scope: !177, inlinedAt: !219)
!236 = !DILocation(line: 75, column: 8, scope: !177, inlinedAt: !219)
!237 = !DILocation(line: 85, column: 15, scope: !198)
!238 = !DILocation(line: 86, column: 9, scope: !198)
!239 = !DILocation(line: 86, column: 7, scope: !198)
!240 = !DILocation(line: 86, column: 15, scope: !198)
!241 = !DILocation(line: 86, column: 33, scope: !198)
!242 = !DILocation(line: 86, column: 31, scope: !198)
!243 = !DILocation(line: 87, column: 1, scope: !198)
